import type { PartnerInquiry } from '../../../shared/partners-inquiry.ts';
import { brandedMail, escapeHtml } from '../mail/templates/layout.ts';

type Brand = { brandName: string; publicUrl: string };

const rows = (inquiry: PartnerInquiry): [string, string][] => [
  ['Name', inquiry.name],
  ['Café', inquiry.cafeName],
  ['E-mail', inquiry.email],
  ['Location', inquiry.location],
  ['Address', inquiry.address],
];

/** To the shop: a café wants to partner. Reply-to is the café. */
export function partnerInquiryMail(brand: Brand, inquiry: PartnerInquiry) {
  return brandedMail({
    ...brand,
    subject: `Partner inquiry: ${inquiry.cafeName} (${inquiry.location})`,
    preheader: `${inquiry.name} from ${inquiry.cafeName} would like to sell prints.`,
    bodyHtml: `<p style="margin:0 0 16px 0;">A café would like to become a consignment partner:</p>
<table role="presentation" cellpadding="0" cellspacing="0">${rows(inquiry)
      .map(([label, value]) => `<tr><td style="padding:0 16px 6px 0;font-weight:700;vertical-align:top;">${label}</td><td style="padding:0 0 6px 0;">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
    bodyText: `A café would like to become a consignment partner:\n\n${rows(inquiry)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n')}`,
  });
}

/** To the café: we have your inquiry. */
export function partnerInquiryReceivedMail(brand: Brand, inquiry: PartnerInquiry) {
  const text = `Thank you for your interest in selling ${brand.brandName} prints at ${inquiry.cafeName}. We will get back to you within a few days to talk about a first selection of prints, on consignment and at no upfront cost.`;
  return brandedMail({
    ...brand,
    subject: `We received your inquiry, ${inquiry.name}`,
    preheader: 'We will get back to you within a few days.',
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(text)}</p>
<p style="margin:0 0 6px 0;font-weight:700;">What you sent us</p>
<p style="margin:0;">${rows(inquiry)
      .map(([label, value]) => `${label}: ${escapeHtml(value)}`)
      .join('<br>')}</p>`,
    bodyText: `${text}\n\nWhat you sent us:\n${rows(inquiry)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n')}`,
  });
}
