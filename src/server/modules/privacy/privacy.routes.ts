import type { FastifyInstance } from 'fastify';
import { deletionConfirmSchema, deletionStartSchema } from '../../../shared/privacy.ts';
import type { DeletionPreview, DeletionResult } from '../../../shared/privacy.ts';
import type { Database } from '../../db/client.ts';
import { clearSessionCookie, requireUser } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import { exportUserData } from './data-export.ts';
import { clientKeyOf } from '../../http/client-address.ts';

type Options = {
  db: Database;
  deletion: AccountDeletionService;
  publicUrl: string;
  brandName: string;
  secureCookies: boolean;
};

/** The signed-in user's data rights (decision 019): a copy of their data, and deleting their account. */
export async function privacyRoutes(
  app: FastifyInstance,
  { db, deletion, publicUrl, brandName, secureCookies }: Options,
) {
  const limited = perVisitorLimit(10);

  app.get('/api/account/export', limited, async (request, reply) => {
    const user = requireUser(request);
    const data = await exportUserData(db, user, publicUrl);
    const day = data.exportedAt.slice(0, 10);
    const fileName = `${brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${user.username}-${day}.json`;
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });

  app.get('/api/account/deletion', async (request, reply): Promise<DeletionPreview> => {
    const user = requireUser(request);
    reply.header('cache-control', 'no-store');
    return deletion.preview(user);
  });

  app.post('/api/account/deletion/start', limited, async (request) => {
    const user = requireUser(request);
    const { password } = parseInput(deletionStartSchema, request.body);
    return { success: true, ...(await deletion.start(user, password, clientKeyOf(request.ip))) };
  });

  app.post('/api/account/deletion/confirm', limited, async (request, reply): Promise<DeletionResult> => {
    const user = requireUser(request);
    const { code } = parseInput(deletionConfirmSchema, request.body);
    const result = await deletion.confirm(user, code, clientKeyOf(request.ip));
    clearSessionCookie(reply, secureCookies);
    return result;
  });
}
