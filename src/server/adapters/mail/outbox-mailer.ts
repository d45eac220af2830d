import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer.ts';

export type OutboxMail = MailMessage & { id: string; from: string; sentAt: string };

/** Mails written as JSON files to `DATA_DIR/outbox`, readable at /dev/mailbox outside production. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly folder: string;
  private readonly from: string;

  constructor(folder: string, from: string) {
    this.folder = folder;
    this.from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const mail: OutboxMail = { id, from: this.from, sentAt, ...message };
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
    const mails = await Promise.all(names.slice(0, limit).map(async (name) => JSON.parse(await readFile(path.join(this.folder, name), 'utf8')) as OutboxMail));
    return mails;
  }
}
