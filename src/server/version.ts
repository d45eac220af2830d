import { readFileSync } from 'node:fs';

/**
 * The shop's version, read from package.json once at start: npm_package_version exists only when npm started
 * the process (a container's `node src/server/main.ts` or a process manager would report nothing).
 */
export const appVersion: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
