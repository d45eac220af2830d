import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { GenerationCreditsResponse, UserType } from '../../../shared/accounts.ts';
import { assertOwnEmail, requireUser } from '../../http/identity.ts';
import { parseInput } from '../../http/validation.ts';

const emailQuery = z.object({ email: z.string().max(254).optional(), t: z.string().optional() });

/** The signed-in user's generation credits (docs/product/create.md#credits): free + paid, unlimited for members. */
export async function creditsRoutes(app: FastifyInstance) {
  app.get('/api/generation-credits', async (request, reply): Promise<GenerationCreditsResponse> => {
    const user = requireUser(request);
    assertOwnEmail(user, parseInput(emailQuery, request.query).email);
    reply.header('cache-control', 'no-store');
    return {
      freeCreditsRemaining: user.freeCreditsRemaining,
      paidCredits: user.paidCredits,
      userType: user.userType as UserType,
    };
  });

  app.get('/api/auth/check-free-credits', async (request, reply) => {
    const user = requireUser(request);
    assertOwnEmail(user, parseInput(emailQuery, request.query).email);
    reply.header('cache-control', 'no-store');
    const unlimited = user.userType === 'artistic_collective';
    return {
      hasFreeCredits: user.freeCreditsRemaining > 0,
      freeCreditsRemaining: user.freeCreditsRemaining,
      paidCredits: user.paidCredits,
      totalCredits: user.freeCreditsRemaining + user.paidCredits,
      canGenerate: unlimited || user.freeCreditsRemaining + user.paidCredits > 0,
      userType: user.userType as UserType,
    };
  });
}
