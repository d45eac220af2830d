import { brandedMail, escapeHtml } from './layout.ts';

type Brand = { brandName: string; publicUrl: string };

/** Sent to the creator when an admin rejects a poster from the review queue (issue 8 §6). */
export function posterRejectedMail(brand: Brand, poster: { name: string | null; username: string; reason?: string }) {
  const title = poster.name?.trim() || 'your poster';
  const quoted = poster.name?.trim() ? `“${poster.name.trim()}”` : 'your poster';
  const reasonHtml = poster.reason ? `<p style="margin:0 0 16px 0;border-left:4px solid #d62718;padding-left:12px;">${escapeHtml(poster.reason)}</p>` : '';
  const reasonText = poster.reason ? `\n\nThe reviewer's note: ${poster.reason}` : '';
  return brandedMail({
    ...brand,
    subject: `${brand.brandName}: ${title} was not accepted into the catalogue`,
    preheader: 'Your poster is private again; you can edit it and publish it once more.',
    bodyHtml: `<p style="margin:0 0 16px 0;">Hello @${escapeHtml(poster.username)},</p>
<p style="margin:0 0 16px 0;">Thank you for submitting ${escapeHtml(quoted)}. After review it was not accepted into the ${escapeHtml(brand.brandName)} catalogue, and it is private again.</p>
${reasonHtml}<p style="margin:0 0 16px 0;">It stays in your dashboard: you can still order it, or publish it again.</p>
<p style="margin:0;"><a href="${escapeHtml(brand.publicUrl)}/dashboard" style="display:inline-block;background:#141414;color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:700;">Open your dashboard</a></p>`,
    bodyText: `Hello @${poster.username},\n\nThank you for submitting ${quoted}. After review it was not accepted into the ${brand.brandName} catalogue, and it is private again.${reasonText}\n\nIt stays in your dashboard: you can still order it, or publish it again.\n\n${brand.publicUrl}/dashboard`,
  });
}
