import type { Language } from '../../../../shared/i18n/languages.ts';
import { messagesFor } from '../../../i18n/messages.ts';
import { brandedMail, escapeHtml } from './layout.ts';

type Brand = { brandName: string; publicUrl: string };

/**
 * Sent to the creator when an admin rejects a poster from the review queue
 * (docs/product/community.md#publishing-and-review), in the creator's
 * language (`users.language`).
 */
export function posterRejectedMail(
  brand: Brand,
  poster: { name: string | null; username: string; reason?: string },
  language: Language,
) {
  const m = messagesFor(language).sell.rejectedMail;
  const name = poster.name?.trim();
  const title = name || m.yourPoster;
  const quoted = name ? m.quotedName({ name }) : m.yourPoster;
  const greeting = m.greeting({ username: poster.username });
  const body = m.body({ poster: quoted, brand: brand.brandName });
  const reviewerNote = poster.reason ? m.reviewerNote({ reason: poster.reason }) : '';
  const reasonHtml = poster.reason
    ? `<p style="margin:0 0 16px 0;border-left:4px solid #d62718;padding-left:12px;">${escapeHtml(reviewerNote)}</p>`
    : '';
  const reasonText = poster.reason ? `\n\n${reviewerNote}` : '';
  return brandedMail({
    ...brand,
    language,
    subject: m.subject({ brand: brand.brandName, title }),
    preheader: m.preheader,
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px 0;">${escapeHtml(body)}</p>
${reasonHtml}<p style="margin:0 0 16px 0;">${escapeHtml(m.stillYours)}</p>
<p style="margin:0;"><a href="${escapeHtml(brand.publicUrl)}/dashboard" \
style="display:inline-block;background:#141414;color:#ffffff;padding:12px \
20px;text-decoration:none;font-weight:700;">${escapeHtml(m.openDashboard)}</a></p>`,
    bodyText: `${greeting}\n\n${body}${reasonText}\n\n${m.stillYours}\n\n${brand.publicUrl}/dashboard`,
  });
}
