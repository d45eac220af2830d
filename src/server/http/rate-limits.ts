import type { FastifyRequest } from 'fastify';
import { clientKeyOf } from './client-address.ts';

/**
 * A per-route limit counted per visitor: the signed-in user when there is one (so a shared office
 * address is not one visitor), the address otherwise. Route hooks run after the session hook, so
 * `request.user` is known here. An IPv6 address counts by its /64 (`clientKeyOf`).
 */
export function perVisitorLimit(max: number, timeWindow = '1 minute') {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow,
        keyGenerator: (request: FastifyRequest) =>
          request.user ? `user:${request.user.id}` : `ip:${clientKeyOf(request.ip)}`,
      },
    },
  };
}
