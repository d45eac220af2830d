import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, keepFilesPrivate, keptSecret, lockDataDir } from './data-dir.ts';

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

describe("files of the shop are its user's alone", () => {
  it('tightens looser folders and files to 0700 and 0600, keeps tight ones, and makes new files 0600', () => {
    const dataDir = freshDir();
    const outsider = freshDir();
    mkdirSync(path.join(dataDir, 'db', 'pg_wal'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'pg_wal', 'segment'), 'password hashes');
    writeFileSync(path.join(dataDir, 'outbox.json'), 'a sign-up code');
    writeFileSync(path.join(dataDir, 'tight'), 'already private');
    chmodSync(path.join(dataDir, 'db'), 0o777);
    chmodSync(path.join(dataDir, 'db', 'pg_wal', 'segment'), 0o666);
    chmodSync(path.join(dataDir, 'outbox.json'), 0o644);
    chmodSync(path.join(dataDir, 'tight'), 0o600);
    chmodSync(dataDir, 0o755);
    const umask = process.umask();
    try {
      expect(keepFilesPrivate([dataDir, path.join(outsider, 'missing')])).toBe(5);
      const mode = (name: string) => statSync(path.join(dataDir, name)).mode & 0o777;
      expect([mode('.'), mode('db'), mode('db/pg_wal')]).toEqual([0o700, 0o700, 0o700]);
      expect([mode('db/pg_wal/segment'), mode('outbox.json'), mode('tight')]).toEqual([0o600, 0o600, 0o600]);
      writeFileSync(path.join(dataDir, 'new'), 'written after');
      mkdirSync(path.join(dataDir, 'new-folder'));
      expect([mode('new'), mode('new-folder')]).toEqual([0o600, 0o700]);
      expect(keepFilesPrivate([dataDir])).toBe(0);
    } finally {
      process.umask(umask);
    }
  });
});
