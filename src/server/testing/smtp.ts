import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for.ts';

/** A real SMTP server on a free local port that keeps what it receives, for the mail tests. */
export type TestSmtpServer = {
  url: string;
  mails: ParsedMail[];
  /** Resolves with the first mail to `to` received after `since` (an index into `mails`). */
  waitForMail(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
};

/** `port`: a fixed port (to bring a server back where a stopped one was); a free one by default. */
export async function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail: (to, { since = 0, timeoutMs = 20_000 } = {}) =>
      waitFor(
        () => `a mail to ${to} (received ${mails.length})`,
        async () => mails.slice(since).find((mail) => recipients(mail).includes(to.toLowerCase())),
        timeoutMs,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const codeIn = (mail: ParsedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.subject ?? '') ?? /\b(\d{6})\b/.exec(mail.text ?? '');
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1]!;
};
