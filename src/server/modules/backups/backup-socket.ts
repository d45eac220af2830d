import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { chmod, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { BackupError, writeBackup } from './backup-archive.ts';
import type { BackupManifest, BackupSources } from './backup-archive.ts';

/**
 * How `npm run backup` reaches the server that owns an embedded database (decision 016): only that
 * process may open DATA_DIR/db, so it writes the archive and streams it to the CLI over a Unix socket in DATA_DIR.
 * The socket is the server user's alone (mode 0600, inside the data folder it already owns): whoever may connect
 * could read the database files anyway. It is not a network port and carries nothing else.
 */
export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), 'backup.sock');

export async function listenForBackupRequests(
  sources: BackupSources,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(sources.dataDir);
  // This process holds the DATA_DIR lock: a socket file left there is a dead server's.
  await rm(socketPath, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    // One backup at a time; a second request waits for the first.
    running = running.then(async () => {
      res.writeHead(200, { 'content-type': 'application/gzip' });
      try {
        const manifest = await writeBackup(sources, res);
        logger.info({ files: manifest.files }, 'backup streamed to the backup command');
      } catch (error) {
        logger.error({ err: error }, 'backup failed');
        res.destroy(error as Error);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => rm(socketPath, { force: true })),
  };
}

/** Asks the running server for an archive and writes it to `file` (through a temporary name). */
export async function requestBackupFromServer(dataDir: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new BackupError(`The running server refused the backup (HTTP ${res.statusCode}).`));
          return;
        }
        pipeline(res, createWriteStream(partial, { mode: 0o600 })).then(resolve, reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
          reject(
            new BackupError(
              `A server owns ${path.resolve(dataDir)} but does not answer backup requests at ` +
                `${backupSocketPath(dataDir)}; is it an older version? Stop it, or update it.`,
            ),
          );
        } else reject(error);
      });
      req.end();
    });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export type { BackupManifest };
