import type { Language } from '../../../shared/i18n/languages.ts';
import type { PartnerInquiry } from '../../../shared/partners-inquiry.ts';
import { english, messagesFor } from '../../i18n/messages.ts';
import { brandedMail, escapeHtml } from '../mail/index.ts';

type Brand = { brandName: string; publicUrl: string };
type MailTexts = ReturnType<typeof messagesFor>['partners']['mail'];

const rows = (words: MailTexts, inquiry: PartnerInquiry): [string, string][] => [
  [words.fields.name, inquiry.name],
  [words.fields.cafe, inquiry.cafeName],
  [words.fields.email, inquiry.email],
  [words.fields.location, inquiry.location],
  [words.fields.address, inquiry.address],
];

/** To the shop: a café wants to partner. Reply-to is the café. The shop reads English. */
export function partnerInquiryMail(brand: Brand, inquiry: PartnerInquiry) {
  const words = english.partners.mail;
  return brandedMail({
    ...brand,
    subject: words.shopSubject({ cafe: inquiry.cafeName, location: inquiry.location }),
    preheader: words.shopPreheader({ name: inquiry.name, cafe: inquiry.cafeName }),
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(words.shopIntro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">${rows(words, inquiry)
      .map(
        ([label, value]) =>
          `<tr><td style="padding:0 16px 6px 0;font-weight:700;vertical-align:top;">${escapeHtml(label)}</td><td ` +
          `style="padding:0 0 6px 0;">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    bodyText: `${words.shopIntro}\n\n${rows(words, inquiry)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n')}`,
  });
}

/**
 * To the café: we have your inquiry, in the language it wrote in. It repeats nothing the sender wrote (decision 024):
 * anyone may fill in the form with someone else's address, and an acknowledgement quoting their text would carry it
 * to that address under the shop's name.
 */
export function partnerInquiryReceivedMail(brand: Brand, language: Language) {
  const words = messagesFor(language).partners.mail;
  const text = words.receivedText({ brand: brand.brandName });
  return brandedMail({
    ...brand,
    language,
    subject: words.receivedSubject,
    preheader: words.receivedPreheader,
    bodyHtml: `<p style="margin:0;">${escapeHtml(text)}</p>`,
    bodyText: text,
  });
}
