import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../testing/server-process.ts';
import type { ServerProcess } from '../testing/server-process.ts';
import { call, serverData, waitFor } from '../testing/server-data.ts';
import type { ServerData } from '../testing/server-data.ts';
import { codeIn, startSmtpServer } from '../testing/smtp.ts';
import type { TestSmtpServer } from '../testing/smtp.ts';

/**
 * The mail server down: sign-up still answers, the mail waits in its job, and the job's retry
 * delivers it once the mail server is back. Database-independent, so it runs on the embedded database only.
 * The mail queue retries after 15–30 s, then 30–60 s (retryDelay 15 with backoff,
 * src/server/modules/mail/mail.jobs.ts), which fits a test as it is: no setting was shortened.
 */
const onPglite = inject('testDatabase').kind === 'pglite';

/**
 * A mail server that is "down": it takes the connection and says 421 (service not available), counting the attempts.
 */
async function refusingSmtpServer() {
  let attempts = 0;
  const server: Server = createServer((socket) => {
    attempts++;
    socket.on('error', () => {});
    socket.end('421 4.3.2 Service not available, closing transmission channel\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let data: ServerData | undefined;
let server: ServerProcess | undefined;
let smtp: TestSmtpServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await smtp?.close();
  await data?.remove();
});

describe.runIf(onPglite)('the mail server down', () => {
  it(
    'still answers sign-up, retries the mail later and delivers it when the mail server is back',
    { timeout: 120_000 },
    async () => {
      data = await serverData();
      const down = await refusingSmtpServer();
      server = await startServer({ ...data.env, SMTP_URL: `smtp://127.0.0.1:${down.port}` });
      const email = 'mail.outage@example.ch';

      const sent = await call(server.url, 'POST', '/api/send-verification', { body: { email } });
      expect(sent.status, sent.text).toBe(200);
      expect(sent.json).toEqual({ success: true });
      expect(sent.ms, 'sign-up does not wait for the mail server').toBeLessThan(5000);

      // The mail job tried at once and was refused.
      await waitFor('the mail job to try the mail server', async () => down.attempts() > 0, 20_000, 50);
      const refusedAt = Date.now();
      await down.close();

      // The mail server comes back on the same address; the job's retry delivers the code, which still works.
      smtp = await startSmtpServer({ port: down.port });
      const mail = await smtp.waitForMail(email, { timeoutMs: 90_000 });
      const deliveredAfterMs = Date.now() - refusedAt;
      expect(down.attempts()).toBe(1);
      const verified = await call(server.url, 'POST', '/api/verify-email', { body: { email, code: codeIn(mail) } });
      expect(verified.status, verified.text).toBe(200);
      expect(smtp.mails).toHaveLength(1);

      console.log(
        `[faults] mail server down (${data.kind}): the refused verification mail was delivered ${deliveredAfterMs} ` +
          `ms after the refusal, by the job's retry`,
      );
    },
  );
});
