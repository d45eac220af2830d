import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Text only React's development builds carry: the dev JSX runtime and a DOM-nesting warning of react-dom. */
const developmentMarkers = ['jsx-dev-runtime', 'jsxDEV', 'In HTML, %s cannot be a child'];

let outDir: string | undefined;
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('builds the production React app even when NODE_ENV=development is set', { timeout: 120_000 }, async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'affiche-build-'));
    await promisify(execFile)('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    const assets = path.join(outDir, 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const name of scripts) {
      const text = await readFile(path.join(assets, name), 'utf8');
      for (const marker of developmentMarkers) if (text.includes(marker)) found.push(`${name}: ${marker}`);
    }
    expect(found).toEqual([]);
  });
});
