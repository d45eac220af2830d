import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput, parseNoInput } from '../../http/validation.ts';
import { escapeHtml } from '../mail/index.ts';
import { findPayoutAccountById } from './payouts.repository.ts';
import type { PayoutsService } from './payouts.service.ts';

type Options = { payouts: PayoutsService; provider: unknown; db: Database; publicUrl: string; brandName: string };

/**
 * The creator's payout account (`/api/stripe-connect/*`, docs/product/community.md#payouts), and with the sandbox
 * provider the
 * local onboarding page that stands in for Stripe's (docs/product/pay.md#sandbox-payments).
 */
export async function payoutsRoutes(app: FastifyInstance, { payouts, provider, db, publicUrl, brandName }: Options) {
  const limited = perVisitorLimit(20);

  app.get('/api/stripe-connect/connect-status', async (request, reply) => {
    const user = requireUser(request);
    await payouts.assertMayReceivePayouts(user);
    reply.header('cache-control', 'no-store');
    return payouts.refreshStatus(user.id);
  });
  app.post('/api/stripe-connect/create-connect-account', limited, async (request) => {
    const user = requireUser(request);
    parseNoInput(request.body);
    await payouts.assertMayReceivePayouts(user);
    return payouts.createAccount(user);
  });
  app.post('/api/stripe-connect/refresh-onboarding', limited, async (request) => {
    const user = requireUser(request);
    parseNoInput(request.body);
    await payouts.assertMayReceivePayouts(user);
    return payouts.refreshOnboarding(user.id);
  });
  app.post('/api/stripe-connect/dashboard-link', limited, async (request) => {
    const user = requireUser(request);
    parseNoInput(request.body);
    await payouts.assertMayReceivePayouts(user);
    return payouts.dashboardLink(user.id);
  });

  if (!(provider instanceof SandboxPaymentProvider)) return;
  const sandbox = provider;

  const accountQuery = z.object({
    account: z.string().regex(/^acct_sandbox_[0-9a-f]{24}$/, 'This payment account does not exist.'),
    return: z.string().max(500).optional(),
  });
  /** Only back to our own site: never an open redirect. */
  const ownUrl = (url: string | undefined, fallback: string) =>
    url && url.startsWith(`${publicUrl}/`) ? url : fallback;

  async function ownAccount(userId: number, accountId: string) {
    const row = await findPayoutAccountById(db, accountId);
    if (!row || row.userId !== userId) throw notFound('payout_account_not_found');
    return row;
  }

  const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;background:#f6f1e7;color:#141414;">
<main style="max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border:2px solid #141414;">
<p style="margin:0 0 \
.5rem;font-size:.75rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;">${escapeHtml(brandName)} · \
sandbox payments</p>
${body}</main></body></html>`;

  app.get('/api/payments/sandbox/onboarding', async (request, reply) => {
    const user = requireUser(request);
    const query = parseInput(accountQuery, request.query);
    await ownAccount(user.id, query.account);
    const back = ownUrl(query.return, `${publicUrl}/settings?success=true`);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page(
      'Set up payouts',
      `<h1 style="margin:0 0 1rem;font-size:1.75rem;">Set up payouts</h1>
<p style="margin:0 0 1rem;line-height:1.5;">This shop runs with the sandbox payment provider, so no bank details are \
needed: completing this step enables payouts to <strong>${escapeHtml(user.email)}</strong>, and monthly royalties are \
recorded as transfers.</p>
<form method="post" action="/api/payments/sandbox/onboarding">
<input type="hidden" name="account" value="${escapeHtml(query.account)}"><input type="hidden" name="return" \
value="${escapeHtml(back)}">
<button type="submit" style="font:inherit;font-weight:700;padding:.9rem \
1.4rem;background:#141414;color:#fff;border:0;cursor:pointer;">Complete setup</button>
</form>`,
    );
  });

  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    forms.post('/api/payments/sandbox/onboarding', async (request, reply) => {
      const user = requireUser(request);
      const form = parseInput(accountQuery, request.body);
      await ownAccount(user.id, form.account);
      const account = await sandbox.completeOnboarding(form.account);
      if (!account) throw badRequest('payout_account_unknown');
      await payouts.syncAccount(account);
      return reply.redirect(ownUrl(form.return, `${publicUrl}/settings?success=true`), 303);
    });
  });

  app.get('/api/payments/sandbox/dashboard', async (request, reply) => {
    const user = requireUser(request);
    const query = parseInput(accountQuery, request.query);
    await ownAccount(user.id, query.account);
    const status = await payouts.status(user.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return page(
      'Payouts',
      `<h1 style="margin:0 0 1rem;font-size:1.75rem;">Payouts</h1>
<p style="margin:0 0 1rem;line-height:1.5;">Payouts are ${status.payoutsEnabled ? 'enabled' : 'not enabled yet'}. \
Royalties are transferred once a month; your earnings and what has been paid out show on your dashboard.</p>
<p style="margin:0;"><a href="${escapeHtml(publicUrl)}/settings" style="color:#141414;font-weight:700;">Back to \
settings</a></p>`,
    );
  });
}
