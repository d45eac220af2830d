import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { collectAllGarbage, createIdleMemory } from './idle-memory.ts';

describe('the idle-time collection (decision 020)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const collect = vi.fn();
    return { collect, memory: createIdleMemory({ idleMs: 10_000, collect }) };
  };

  it('collects once after the start when nothing runs for the idle time', () => {
    const { collect, memory } = setUp();
    vi.advanceTimersByTime(9_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(collect).toHaveBeenCalledTimes(1); // not again while the process stays idle
    memory.stop();
  });

  it('never collects while a request or job runs, however long it takes', () => {
    const { collect, memory } = setUp();
    const end = memory.begin();
    vi.advanceTimersByTime(120_000);
    expect(collect).not.toHaveBeenCalled();
    expect(memory.idle).toBe(false);
    end();
    expect(memory.idle).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    memory.stop();
  });

  it('counts the idle time from the end of the last of several overlapping pieces of work', () => {
    const { collect, memory } = setUp();
    const endRequest = memory.begin();
    const endJob = memory.begin();
    endRequest();
    vi.advanceTimersByTime(30_000);
    expect(collect).not.toHaveBeenCalled(); // the job still runs
    endJob();
    endJob(); // ending twice counts once
    const endAnother = memory.begin();
    vi.advanceTimersByTime(30_000);
    expect(collect).not.toHaveBeenCalled();
    endAnother();
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle time when work comes in before it is over, and collects again after new work', () => {
    const { collect, memory } = setUp();
    vi.advanceTimersByTime(8_000);
    memory.begin()();
    vi.advanceTimersByTime(8_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(collect).toHaveBeenCalledTimes(1);
    memory.begin()();
    vi.advanceTimersByTime(10_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { collect, memory } = setUp();
    memory.begin()();
    memory.stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('collectAllGarbage', () => {
  // A process of its own: the collection needs --expose-gc, and the figures must not depend on the test runner's heap.
  const script = `
    import { collectAllGarbage } from ${JSON.stringify(new URL('./idle-memory.ts', import.meta.url).href)};
    const rss = () => Math.round(process.memoryUsage.rss() / 2 ** 20);
    let kept = [];
    for (let i = 0; i < 2_000_000; i++) kept.push({ i, text: 'x' + i });
    kept = [];
    globalThis.gc();
    const afterRegular = rss();
    const collected = collectAllGarbage();
    console.log(JSON.stringify({ afterRegular, afterAll: rss(), collected }));`;
  const run = (flags: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as { afterRegular: number; afterAll: number; collected: boolean };

  it('gives back the heap pages a regular collection keeps (about 150 MB of them after 2 million dropped objects)', () => {
    const figures = run(['--expose-gc']);
    expect(figures.collected).toBe(true);
    expect(figures.afterRegular - figures.afterAll).toBeGreaterThan(50);
  });

  it('does nothing and says so without --expose-gc', () => {
    if (!globalThis.gc) expect(collectAllGarbage()).toBe(false);
    const bare =
      `import { collectAllGarbage } from ` +
      `${JSON.stringify(new URL('./idle-memory.ts', import.meta.url).href)}; console.log(collectAllGarbage());`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', bare], { encoding: 'utf8' }).trim()).toBe(
      'false',
    );
  });
});
