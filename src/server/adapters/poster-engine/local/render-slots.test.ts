import { describe, expect, it } from 'vitest';
import { RenderSlots } from './render-slots.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('runs at most two renders at a time and starts the waiting ones in arrival order', async () => {
    const slots = new RenderSlots(2);
    let running = 0,
      most = 0;
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const tasks = [0, 1, 2, 3, 4].map((id) =>
      slots.run(async () => {
        started.push(id);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.set(id, resolve));
        running -= 1;
        return id;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.busy).toBe(2);
    expect(slots.waiting).toBe(3);
    finish.get(1)!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish.get(0)!();
    finish.get(2)!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(slots.busy).toBe(2);
    finish.get(3)!();
    finish.get(4)!();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(slots.waiting).toBe(0);
    expect(slots.busy).toBe(0);
  });

  it('frees the slot of a render that fails', async () => {
    const slots = new RenderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('bad photo')))).rejects.toThrow('bad photo');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
