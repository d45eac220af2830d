import type { Language } from '../../../../shared/i18n/languages.ts';
import { messagesFor } from '../../../i18n/messages.ts';

/** The brand's mail look: paper background, ink type, a red rule; plain text alongside for every mail. */
export type BrandedMail = { subject: string; text: string; html: string };

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function brandedMail(options: {
  /**
   * The language the mail is written in (its <html lang> and footer); English until the caller passes the recipient's.
   */
  language?: Language;
  brandName: string;
  publicUrl: string;
  subject: string;
  preheader: string;
  /** Trusted HTML built by a template from escaped values. */
  bodyHtml: string;
  bodyText: string;
}): BrandedMail {
  const language = options.language ?? 'en';
  const footer = messagesFor(language).common.mailFooter;
  const brand = escapeHtml(options.brandName);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, \
initial-scale=1"><title>${escapeHtml(options.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7;color:#141414;font-family:'Helvetica \
Neue',Helvetica,Arial,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;">${escapeHtml(options.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" \
style="max-width:520px;background:#ffffff;border:1px solid #e6dfd0;">
<tr><td style="padding:28px 32px 0 32px;">
<div style="font-size:26px;font-weight:800;letter-spacing:-0.5px;">${brand}</div>
<div style="height:4px;width:48px;background:#d62718;margin:12px 0 0 0;"></div>
</td></tr>
<tr><td style="padding:24px 32px 32px 32px;font-size:16px;line-height:1.55;">${options.bodyHtml}</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #eee6d6;font-size:12px;color:#6b6458;">
${escapeHtml(footer)}<br><a href="${escapeHtml(options.publicUrl)}" \
style="color:#6b6458;">${escapeHtml(options.publicUrl.replace(/^https?:\/\//, ''))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  const text = `${options.brandName}\n\n${options.bodyText}\n\n--\n${footer}\n${options.publicUrl}\n`;
  return { subject: options.subject, html, text };
}
