import type { FastifyInstance } from 'fastify';
import type { OutboxMailer } from '../../adapters/mail/outbox-mailer.ts';

/** GET /api/dev/mailbox: the outbox, newest first, so a newcomer can sign up locally. Never in production. */
export async function mailboxRoutes(app: FastifyInstance, options: { outbox: OutboxMailer }) {
  app.get('/api/dev/mailbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mails: await options.outbox.list() };
  });
}
