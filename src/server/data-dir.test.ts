import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, keptSecret, lockDataDir } from './data-dir.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'affiche-lock-'));

describe('the data folder lock', () => {
  it('refuses a folder whose lock is held by a live process, naming the folder', async () => {
    const dataDir = freshDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), `${hostname()} ${holder.pid}`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(dataDir);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that died, and releases its own', async () => {
    const dataDir = freshDir();
    const dead = spawn('true');
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dataDir, 'server.lock'), `${hostname()} ${dead.pid}`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(`${hostname()} ${process.pid}`);
    lock.release();
    const again = lockDataDir(dataDir);
    again.release();
  });
});

describe('kept secrets', () => {
  it('creates a secret once and reads the same one afterwards', () => {
    const dataDir = freshDir();
    const first = keptSecret(dataDir, 'session-secret');
    const second = keptSecret(dataDir, 'session-secret');
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.value).toBe(first.value);
    expect(first.value.length).toBeGreaterThanOrEqual(40);
  });
});
