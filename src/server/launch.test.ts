import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_LAUNCH } from './testing/server-process.ts';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('how the server is launched (decision 020)', () => {
  it('npm start and npm run serve set the memory settings the tests and benches measure', () => {
    const launch = `${Object.entries(SERVER_LAUNCH.env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} node ${SERVER_LAUNCH.nodeArgs.join(' ')} src/server/main.ts`;
    expect(scripts.serve).toBe(launch);
    expect(scripts.start).toContain(launch);
  });
});
