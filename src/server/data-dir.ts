import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The data folder belongs to one server at a time: two processes on one PGlite folder silently
 * lose writes. The lock is a file created exclusively that names its owner (host and pid); a lock
 * left by a process that died (a crash, SIGKILL) is taken over at once, so a restart never waits.
 */
export class DataDirLockedError extends Error {}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const owner = `${hostname()} ${process.pid}`;

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, owner);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(lockPath) === owner) rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(lockPath);
      if (current !== null && isAlive(current)) {
        throw new DataDirLockedError(
          `Another server (${current}) is already using the data folder ${path.resolve(dataDir)}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not lock the data folder ${path.resolve(dataDir)}; another server is starting on it.`,
  );
}

function readOwner(lockPath: string): string | null {
  try {
    return readFileSync(lockPath, 'utf8').trim();
  } catch {
    return null;
  }
}

function isAlive(owner: string): boolean {
  const [host, pidText] = owner.split(' ');
  // A lock from another machine sharing the folder cannot be checked: treat it as held.
  if (host !== hostname()) return true;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A secret kept in the data folder: read it when present, else create it once.
 * Used for SESSION_SECRET and the generated admin password when they are not configured.
 */
export function keptSecret(dataDir: string, name: string, bytes = 32): { value: string; created: boolean } {
  const file = path.join(dataDir, name);
  try {
    const value = readFileSync(file, 'utf8').trim();
    if (value) return { value, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  const fd = openSync(file, 'w', 0o600);
  writeSync(fd, value);
  closeSync(fd);
  return { value, created: true };
}

/**
 * The shop's files belong to its user alone (decision 024): they hold password hashes, addresses, sign-up codes and
 * order links. From here on the process creates folders 0700 and files 0600 (its umask; the embedded database
 * otherwise writes its files for everyone to read), and what is already in the given folders with looser modes is
 * tightened. Answers how many entries were tightened, so start-up can say so.
 */
export function keepFilesPrivate(folders: string[]): number {
  useOwnerOnlyModes();
  return tightenModes(folders);
}

/** From here on this process creates folders 0700 and files 0600. */
export function useOwnerOnlyModes(): void {
  process.umask(0o077);
}

/**
 * Folders 0700 and files 0600 where they (or anything in them) were looser; answers how many were. An entry removed
 * while the folder is walked (a mail just sent, a temporary file) is skipped.
 */
export function tightenModes(folders: string[]): number {
  let tightened = 0;
  const tighten = (entry: string) => {
    try {
      const stats = lstatSync(entry);
      if (stats.isSymbolicLink() || (stats.mode & 0o077) === 0) return;
      chmodSync(entry, (stats.mode & 0o700) | (stats.isDirectory() ? 0o700 : 0o600));
      tightened++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    tighten(folder);
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) tighten(path.join(folder, name));
  }
  return tightened;
}
