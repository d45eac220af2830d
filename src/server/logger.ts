import { createRequire } from 'node:module';
import pino from 'pino';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

/** JSON logs (pino); readable lines on a terminal outside production when pino-pretty is installed. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>): Logger {
  const pretty = !config.isProduction && process.stdout.isTTY && canResolve('pino-pretty');
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      censor: '[hidden]',
    },
    transport: pretty
      ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } }
      : undefined,
  });
}

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
