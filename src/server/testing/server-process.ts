import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.ts';

/** The real server as a separate process, for tests of start-up, shutdown and crashes. */
export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * How `npm start` and `npm run serve` launch the server (package.json; decision 020): glibc's malloc keeps at most
 * two arenas (libvips' threads otherwise leave up to 8 per core, 64 MB each, resident after a render) and serves
 * blocks of 1 MB and more (libvips' image buffers) with mmap, so they go back to the system when freed; V8's young
 * generation stays at 16 MB semi-spaces (the default let it grow to over 100 MB while modules load), and
 * `global.gc` is exposed for the collection once the server is idle (src/server/idle-memory.ts).
 * All must be set before the process starts, so the server processes of the tests and benches get them here.
 */
export const SERVER_LAUNCH = {
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' },
  nodeArgs: ['--expose-gc', '--max-semi-space-size=16'],
} as const;

/**
 * What a staging shop names to run in production on this machine's stand-ins (decision 024): the sandbox payments
 * (with the test-mode ribbon), the mail outbox and a plain-HTTP address. Production processes of tests and benches use
 * it.
 */
export const STAGING_STAND_INS = { PAYMENTS: 'sandbox', MAIL: 'outbox', ALLOW_HTTP_PUBLIC_URL: 'true' } as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node src/server/main.ts` and resolves once /api/health answers (or rejects if it exits first). */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output, exited } = runServer({ PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await waitFor(
      () => `the server to answer /api/health: ${output()}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
        return (await fetch(`${url}/api/health`).catch(() => null))?.ok; // not listening yet: null
      },
      timeoutMs,
      100,
    );
  } catch (error) {
    // a server that never became healthy is not left running behind the failed test
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    url,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the server process to completion or until stopped; for start-up failures. */
export function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_LAUNCH.nodeArgs, mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...SERVER_LAUNCH.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}
