import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
let built: Promise<string> | undefined;

/**
 * The web app and its server render built from the sources as they are now (a few seconds), into a folder of this
 * test process: tests of the server-rendered pages never read a stale dist/. Returns the web folder; the render
 * sits beside it (server/entry-server.js), where the app looks for it.
 */
export function builtWebApp(): Promise<string> {
  // Vite reads NODE_ENV=test (set by the test runner) as a request for React's development build: leave it out.
  built ??= buildWebApp({ NODE_ENV: undefined });
  return built;
}

/**
 * Runs the two builds of `npm run build` (the app, then its server render) into a new folder, with `env` over this
 * process's environment; returns the app's folder (`<folder>/web`, the render in `<folder>/server`).
 */
export async function buildWebApp(env: Record<string, string | undefined>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'affiche-built-'));
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );
  const options = { cwd: projectRoot, env: merged, maxBuffer: 32 * 1024 * 1024 };
  await run(process.execPath, [vite, 'build', '--outDir', path.join(folder, 'web'), '--logLevel', 'warn'], options);
  await run(
    process.execPath,
    [vite, 'build', '--ssr', 'entry-server.tsx', '--outDir', path.join(folder, 'server'), '--logLevel', 'warn'],
    options,
  );
  return path.join(folder, 'web');
}
