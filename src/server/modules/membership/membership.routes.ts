import type { FastifyInstance } from 'fastify';
import {
  buyCreditsSchema,
  completeCreditPurchaseSchema,
  confirmSubscriptionSchema,
  createSubscriptionSchema,
} from '../../../shared/membership.ts';
import type {
  BuyCreditsResponse,
  CompleteCreditPurchaseResponse,
  CreditPack,
  SubscriptionInfo,
} from '../../../shared/membership.ts';
import { badRequest } from '../../errors.ts';
import { assertOwnEmail, requireUser } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput, parseNoInput } from '../../http/validation.ts';
import type { CheckoutService } from '../orders/checkout.service.ts';
import type { MembershipService } from './membership.service.ts';

type Options = { membership: MembershipService; checkout: CheckoutService; creditPacks: CreditPack[] };

/** The membership (docs/product/pay.md#membership) and credit packs: what a signed-in user pays for themselves. */
export async function membershipRoutes(app: FastifyInstance, { membership, checkout, creditPacks }: Options) {
  const limited = perVisitorLimit(20);

  app.post('/api/create-subscription', limited, async (request) => {
    const user = requireUser(request);
    const input = parseInput(createSubscriptionSchema, request.body);
    assertOwnEmail(user, input.email);
    return membership.start(user, input.promoCode);
  });

  app.post('/api/confirm-subscription', async (request) => {
    const user = requireUser(request);
    const input = parseInput(confirmSubscriptionSchema, request.body);
    return membership.confirm(user.id, input.setupIntentId);
  });

  app.get('/api/subscription-info', async (request, reply): Promise<SubscriptionInfo> => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return membership.info(user.id);
  });

  app.post('/api/cancel-subscription', async (request): Promise<SubscriptionInfo> => {
    const user = requireUser(request);
    parseNoInput(request.body);
    return membership.cancel(user.id);
  });

  app.get('/api/credit-packs', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { packs: creditPacks };
  });

  app.post('/api/buy-credits', limited, async (request): Promise<BuyCreditsResponse> => {
    const user = requireUser(request);
    const { packId } = parseInput(buyCreditsSchema, request.body);
    const pack = creditPacks.find((candidate) => candidate.id === packId);
    if (!pack) throw badRequest('unknown_pack');
    return checkout.prepareCreditPurchase(user.id, user.email, pack, request.language);
  });

  app.post('/api/complete-credit-purchase', async (request): Promise<CompleteCreditPurchaseResponse> => {
    const user = requireUser(request);
    const { paymentIntentId } = parseInput(completeCreditPurchaseSchema, request.body);
    const done = await checkout.complete('credits', paymentIntentId, null, user.id);
    const balance = await checkout.creditsOf(user.id);
    return { credits: done.itemCount, ...balance };
  });
}
