import type { FastifyInstance } from 'fastify';
import { partnerInquirySchema } from '../../../shared/partners-inquiry.ts';
import type { Database } from '../../db/client.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import type { MailOutbox } from '../mail/index.ts';
import { partnerInquiryMail, partnerInquiryReceivedMail } from './partner-mails.ts';
import { insertPartnerInquiry } from './partners.repository.ts';

type Options = { db: Database; outbox: MailOutbox; brand: { brandName: string; publicUrl: string }; inquiryTo: string };

/**
 * POST /api/partner-inquiry (docs/product/community.md#partners-and-the-inquiry): stored, sent to the shop, confirmed
 * to the café.
 */
export async function partnersRoutes(app: FastifyInstance, { db, outbox, brand, inquiryTo }: Options) {
  app.post('/api/partner-inquiry', perVisitorLimit(5, '10 minutes'), async (request, reply) => {
    const inquiry = parseInput(partnerInquirySchema, request.body);
    const savedId = await insertPartnerInquiry(db, { ...inquiry, language: request.language });
    await outbox.enqueue({ to: inquiryTo, replyTo: inquiry.email, ...partnerInquiryMail(brand, inquiry) });
    await outbox.enqueue({ to: inquiry.email, ...partnerInquiryReceivedMail(brand, request.language) });
    return reply.status(201).send({ id: savedId, message: request.messages.partners.inquiry.received });
  });
}
