import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** A sent mail as kept in the outbox; attachments are listed by name and size (the files are not kept). */
export type OutboxMail = Omit<OutgoingMail, 'files'> & {
  id: string;
  from: string;
  sentAt: string;
  attachments?: { filename: string; contentType: string; size: number }[];
};

/** Mails written as JSON files to `DATA_DIR/outbox`, readable at /dev/mailbox outside production. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly folder: string;
  private readonly from: string;

  constructor(folder: string, from: string) {
    this.folder = folder;
    this.from = from;
  }

  async send({ files, ...message }: OutgoingMail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const attachments = files?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.content.length,
    }));
    const mail: OutboxMail = { id, from: this.from, sentAt, ...message, ...(attachments ? { attachments } : {}) };
    const file = path.join(this.folder, `${id}.json`);
    await writeFile(`${file}.part`, JSON.stringify(mail, null, 2));
    await rename(`${file}.part`, file);
  }

  /** Newest first. */
  async list(limit = 100): Promise<OutboxMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.folder)).filter((name) => name.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    names.sort().reverse();
    const mails = await Promise.all(
      names
        .slice(0, limit)
        .map(async (name) => JSON.parse(await readFile(path.join(this.folder, name), 'utf8')) as OutboxMail),
    );
    return mails;
  }
}
