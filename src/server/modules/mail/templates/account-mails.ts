import type { Language } from '../../../../shared/i18n/languages.ts';
import { messagesFor } from '../../../i18n/messages.ts';
import { brandedMail, escapeHtml } from './layout.ts';

type Brand = { brandName: string; publicUrl: string };

const codeBlock = (code: string) =>
  `<div style="font-size:34px;font-weight:800;letter-spacing:8px;background:#f6f1e7;border:2px solid ` +
  `#141414;padding:14px 0;text-align:center;margin:0 0 16px 0;">${escapeHtml(code)}</div>`;

/** The sign-up code, in the language the sign-up form was filled in. */
export function verificationCodeMail(brand: Brand, code: string, language: Language) {
  const words = messagesFor(language).accounts.mails.verification;
  const values = { code, brand: brand.brandName };
  const spaced = code.split('').join(' ');
  return brandedMail({
    ...brand,
    language,
    subject: words.subject(values),
    preheader: words.preheader(values),
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(words.intro(values))}</p>
${codeBlock(code)}
<p style="margin:0 0 8px 0;">${escapeHtml(words.expiry)}</p>`,
    bodyText: `${words.intro(values)}\n\n    ${spaced}\n\n${words.expiry}`,
  });
}

/** Sent instead of a code when the address already has an account, so the sign-up form reveals nothing. */
export function alreadyRegisteredMail(brand: Brand, language: Language) {
  const words = messagesFor(language).accounts.mails.alreadyRegistered;
  const values = { brand: brand.brandName };
  return brandedMail({
    ...brand,
    language,
    subject: words.subject(values),
    preheader: words.preheader,
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(words.text(values))}</p>
<p style="margin:0 0 16px 0;"><a href="${escapeHtml(brand.publicUrl)}/" \
style="display:inline-block;background:#141414;color:#ffffff;padding:12px \
20px;text-decoration:none;font-weight:700;">${escapeHtml(words.signIn)}</a></p>
<p style="margin:0;">${escapeHtml(words.notYou)}</p>`,
    bodyText: `${words.text(values)}\n\n${words.signInAt({ url: `${brand.publicUrl}/` })}\n\n${words.notYou}`,
  });
}

/**
 * The code that confirms deleting an account (asked for from /settings, after the password), in the account's language.
 */
export function accountDeletionCodeMail(brand: Brand, code: string, language: Language) {
  const words = messagesFor(language).accounts.mails.deletion;
  const values = { code, brand: brand.brandName };
  const spaced = code.split('').join(' ');
  return brandedMail({
    ...brand,
    language,
    subject: words.subject(values),
    preheader: words.preheader(values),
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(words.intro(values))}</p>
${codeBlock(code)}
<p style="margin:0 0 8px 0;">${escapeHtml(words.expiry)}</p>`,
    bodyText: `${words.intro(values)}\n\n    ${spaced}\n\n${words.expiry}`,
  });
}

/** A code mail: the intro, the code in large type, the expiry line. */
function codeMail(
  brand: Brand,
  language: Language,
  words: { subject: string; preheader: string; intro: string; expiry: string },
  code: string,
) {
  const spaced = code.split('').join(' ');
  return brandedMail({
    ...brand,
    language,
    subject: words.subject,
    preheader: words.preheader,
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(words.intro)}</p>
${codeBlock(code)}
<p style="margin:0 0 8px 0;">${escapeHtml(words.expiry)}</p>`,
    bodyText: `${words.intro}\n\n    ${spaced}\n\n${words.expiry}`,
  });
}

/** A notice without a code: its paragraphs, in order. */
function noticeMail(brand: Brand, language: Language, subject: string, preheader: string, paragraphs: string[]) {
  return brandedMail({
    ...brand,
    language,
    subject,
    preheader,
    bodyHtml: paragraphs.map((paragraph) => `<p style="margin:0 0 16px 0;">${escapeHtml(paragraph)}</p>`).join('\n'),
    bodyText: paragraphs.join('\n\n'),
  });
}

/** The code that sets a new password (asked for from the sign-in dialog), in the language the request was made in. */
export const passwordResetCodeMail = (brand: Brand, code: string, language: Language) =>
  accountCodeMail('passwordReset', brand, code, language);

/** Told to the account when its password was changed from settings. */
export function passwordChangedMail(brand: Brand, language: Language) {
  const words = messagesFor(language).accounts.mails.passwordChanged;
  const values = { brand: brand.brandName };
  return noticeMail(brand, language, words.subject(values), words.preheader, [words.text(values), words.notYou]);
}

/** The code that moves an account to this address, in the account's language. */
export const emailChangeCodeMail = (brand: Brand, code: string, language: Language) =>
  accountCodeMail('emailChange', brand, code, language);

/** A code mail worded by one of the accounts catalogue's code mails. */
function accountCodeMail(kind: 'passwordReset' | 'emailChange', brand: Brand, code: string, language: Language) {
  const words = messagesFor(language).accounts.mails[kind];
  const values = { code, brand: brand.brandName };
  return codeMail(
    brand,
    language,
    {
      subject: words.subject(values),
      preheader: words.preheader(values),
      intro: words.intro(values),
      expiry: words.expiry,
    },
    code,
  );
}

/** Sent instead of the code when the address asked for already has an account, so the answer reveals nothing. */
export function emailInUseMail(brand: Brand, language: Language) {
  const words = messagesFor(language).accounts.mails.emailInUse;
  const values = { brand: brand.brandName };
  return noticeMail(brand, language, words.subject(values), words.preheader, [words.text(values), words.notYou]);
}

/** Told to the old address once the account moved to `newEmail`. */
export function emailChangedMail(brand: Brand, newEmail: string, language: Language) {
  const words = messagesFor(language).accounts.mails.emailChanged;
  const values = { brand: brand.brandName, email: newEmail };
  return noticeMail(brand, language, words.subject(values), words.preheader, [words.text(values), words.notYou]);
}
