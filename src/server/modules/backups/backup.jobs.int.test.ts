import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { readManifest } from './backup-archive.ts';
import { scheduledBackupQueue, takeScheduledBackup } from './backup.jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BACKUP_CRON: '30 3 * * *', BACKUP_KEEP: '2' } });
});
afterAll(() => t?.close());

describe('scheduled backups', () => {
  it('are scheduled with BACKUP_CRON', async () => {
    const schedules = await t.runtime.jobs.boss.getSchedules(scheduledBackupQueue);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['30 3 * * *']);
  });

  it('write a dated archive into BACKUP_DIR and keep the newest BACKUP_KEEP', async () => {
    const sources = { database: t.runtime.database, storage: t.runtime.storage, dataDir: t.dataDir };
    await t.runtime.storage.put('posters/kept.jpg', Buffer.from('a poster'));
    const written: string[] = [];
    // three nights in a row (the names carry the time)
    for (const night of ['2026-03-01T03:30:00Z', '2026-03-02T03:30:00Z', '2026-03-03T03:30:00Z']) {
      written.push(
        await takeScheduledBackup(sources, {
          folder: t.config.backupDir,
          keep: t.config.BACKUP_KEEP,
          now: () => new Date(night),
        }),
      );
    }
    expect(written.map((file) => path.basename(file))).toEqual([
      'affiche-20260301-033000.tar.gz',
      'affiche-20260302-033000.tar.gz',
      'affiche-20260303-033000.tar.gz',
    ]);
    expect(path.dirname(written[0]!)).toBe(path.join(t.dataDir, 'backups'));
    expect((await readdir(t.config.backupDir)).sort()).toEqual(written.slice(1).map((file) => path.basename(file)));
    const manifest = await readManifest(written[2]!);
    expect(manifest).toMatchObject({
      format: 'affiche-backup',
      database: t.runtime.database.kind,
      storage: 'folder',
      files: 1,
    });
  });
});
