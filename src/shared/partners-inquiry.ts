import { z } from 'zod';

/** The café partner inquiry (spec 002 §3, §5): all five fields required. */
export const partnerInquiryMessages = {
  missingTitle: 'Missing information',
  missingText: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address.',
  tooLong: 'One of the fields is too long.',
  failedTitle: 'Submission failed',
  failedText: 'Something went wrong. Please try again later.',
  sentTitle: 'Thank you!',
  sentText: 'We received your inquiry and will get back to you within a few days. A copy is on its way to your inbox.',
} as const;

const m = partnerInquiryMessages;
const field = (max: number) =>
  z
    .string({ error: m.missingText })
    .trim()
    .min(1, m.missingText)
    .max(max, m.tooLong)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), m.missingText);

export const partnerInquirySchema = z.object({
  name: field(100),
  cafeName: field(120),
  email: z.string({ error: m.missingText }).trim().min(1, m.missingText).max(254, m.invalidEmail).pipe(z.email({ error: m.invalidEmail })),
  location: field(120),
  address: field(300),
});

export type PartnerInquiry = z.output<typeof partnerInquirySchema>;
