import type { IncomingMessage, ServerResponse } from 'node:http';
import { invalid, metadataOf, newId, now, record } from './memory.ts';
import type { Route, StandInMemory, StripeObject } from './memory.ts';

/**
 * Creator payouts (Stripe Connect): Express accounts, their onboarding and dashboard links, transfers to
 * them, and Stripe's hosted pages behind those links.
 */
export function connectIn(memory: StandInMemory) {
  const { objects, store, find } = memory;

  const routes: Route[] = [
    [
      'POST',
      /^\/v1\/accounts$/,
      (body) =>
        store({
          id: newId('acct'),
          object: 'account',
          created: now(),
          type: body.type ?? 'express',
          email: body.email ?? null,
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          capabilities: { transfers: 'inactive' },
          metadata: metadataOf(body.metadata),
        }),
    ],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (_body, id) => find('account', id)],
    [
      'POST',
      /^\/v1\/account_links$/,
      (body) => {
        const account = find('account', String(body.account), 400);
        const query = new URLSearchParams({
          return_url: String((body.return_url as string | undefined) ?? ''),
          refresh_url: String((body.refresh_url as string | undefined) ?? ''),
        });
        return {
          id: newId('acctlink'),
          object: 'account_link',
          created: now(),
          expires_at: now() + 300,
          url: `${memory.url}/connect/onboarding/${account.id}?${query}`,
        };
      },
    ],
    [
      'POST',
      /^\/v1\/accounts\/([^/]+)\/login_links$/,
      (_body, id) => {
        const account = find('account', id);
        if (!account.details_submitted)
          throw invalid(null, 'Cannot create a login link for an account that has not completed onboarding.');
        return {
          id: newId('lael'),
          object: 'login_link',
          created: now(),
          url: `${memory.url}/connect/dashboard/${account.id}`,
        };
      },
    ],
    [
      'POST',
      /^\/v1\/transfers$/,
      (body) => {
        const account = find('account', String(body.destination), 400);
        if (record(account.capabilities).transfers !== 'active')
          throw invalid(
            'insufficient_capabilities_for_transfer',
            'Your destination account needs to have the transfers capability enabled.',
          );
        return store({
          id: newId('tr'),
          object: 'transfer',
          created: now(),
          livemode: false,
          amount: Number(body.amount),
          currency: body.currency,
          destination: account.id,
          metadata: metadataOf(body.metadata),
        });
      },
    ],
  ];

  /** What the creator does on Stripe's onboarding pages. */
  const setAccount = (id: string, state: { details_submitted?: boolean; payouts_enabled?: boolean }): StripeObject => {
    const account = find('account', id);
    Object.assign(account, state);
    account.capabilities = { transfers: account.payouts_enabled ? 'active' : 'inactive' };
    return structuredClone(account);
  };

  /** Stripe's hosted onboarding and dashboard, reduced to: onboarding completes at once and returns. */
  const hostedPage = (request: IncomingMessage, response: ServerResponse): boolean => {
    const page = new URL(request.url ?? '/', memory.url);
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(page.pathname);
    if (onboarding && objects.has(onboarding[1])) {
      setAccount(onboarding[1], { details_submitted: true, payouts_enabled: true });
      response.writeHead(302, { location: page.searchParams.get('return_url') || '/' }).end();
      return true;
    }
    if (page.pathname.startsWith('/connect/dashboard/')) {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Stripe Express dashboard</title><h1>Payouts</h1>');
      return true;
    }
    return false;
  };

  return { routes, setAccount, hostedPage };
}
