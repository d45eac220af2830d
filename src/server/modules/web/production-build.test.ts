import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWebApp } from '../../testing/built-web.ts';

/** Text only React's development builds carry: the dev JSX runtime and a DOM-nesting warning of react-dom. */
const developmentMarkers = ['jsx-dev-runtime', 'jsxDEV', 'In HTML, %s cannot be a child'];

let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('npm run build', () => {
  it(
    'builds the production React app and its server render even when NODE_ENV=development is set',
    { timeout: 120_000 },
    async () => {
      const web = await buildWebApp({ NODE_ENV: 'development' });
      folder = path.dirname(web);
      expect(await readdir(path.join(folder, 'server'))).toContain('entry-server.js');
      const found: string[] = [];
      for (const assets of [
        path.join(web, 'assets'),
        path.join(folder, 'server'),
        path.join(folder, 'server', 'assets'),
      ]) {
        const scripts = (await readdir(assets).catch(() => [])).filter((name) => name.endsWith('.js'));
        if (assets.endsWith(`web${path.sep}assets`)) expect(scripts.length).toBeGreaterThan(5);
        for (const name of scripts) {
          const text = await readFile(path.join(assets, name), 'utf8');
          for (const marker of developmentMarkers) if (text.includes(marker)) found.push(`${name}: ${marker}`);
        }
      }
      expect(found).toEqual([]);
    },
  );
});
