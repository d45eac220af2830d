import { z } from 'zod';
import { key } from './i18n/catalogue.ts';

const missing = key('partners.inquiry.missingText');
const invalidEmail = key('partners.inquiry.invalidEmail');
const tooLong = key('partners.inquiry.tooLong');

/**
 * The café partner inquiry (docs/product/community.md#partners-and-the-inquiry): all five fields required. Its messages
 * are catalogue keys, worded where shown.
 */
const field = (max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, tooLong)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), missing);

export const partnerInquirySchema = z.object({
  name: field(100),
  cafeName: field(120),
  email: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, invalidEmail)
    .pipe(z.email({ error: invalidEmail })),
  location: field(120),
  address: field(300),
});

export type PartnerInquiry = z.output<typeof partnerInquirySchema>;
