import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { creatorHandle } from '../../../shared/creator-handle.ts';
import { defaultLanguage } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { styleById } from '../../../shared/styles.ts';
import { escapeXml } from '../../adapters/poster-engine/caption.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { findCataloguePoster } from './posters.repository.ts';
import type { CatalogueRow } from './posters.repository.ts';

/**
 * The image messengers show for a shared catalogue link (Open Graph / Twitter card): 1200 × 630 PNG on the
 * shop's paper colour, the poster in a white border on the left, its name, creator, the brand and the
 * promise on the right, in the language its address names (`?lang=`, English without). Rendered once per version
 * of the poster's card and kept in storage.
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** Bump when the layout changes: every card gets a new ETag and storage key. */
const LAYOUT_VERSION = '1';

const PAPER = '#f6f1e7';
const INK = '#1f1b16';
const MUTED = '#6b6257';
const ACCENT = '#b5452b';
const POSTER_BOX = { left: 72, height: 510, border: 14 } as const;
const TEXT_LEFT = 560;
const TEXT_WIDTH = SHARE_CARD_SIZE.width - TEXT_LEFT - 64;

export type ShareCard = { etag: string; png(): Promise<Buffer> };

export function createShareCardService({
  db,
  storage,
  brandName,
}: {
  db: Database;
  storage: Storage;
  brandName: string;
}) {
  return {
    /** The card of an approved public poster; 404 for any other. */
    async cardFor(id: number, language: Language = defaultLanguage): Promise<ShareCard> {
      const poster = await findCataloguePoster(db, id);
      if (!poster) throw new AppError('poster_not_available');
      // English cards keep the version they had before the card spoke other languages.
      const words = language === defaultLanguage ? [] : [language];
      const version = createHash('sha256')
        .update(
          JSON.stringify([
            LAYOUT_VERSION,
            brandName,
            poster.id,
            poster.name,
            poster.username,
            poster.previewPath,
            poster.style,
            ...words,
          ]),
        )
        .digest('hex')
        .slice(0, 32);
      const key = `share-cards/${version}.png`;
      return {
        etag: `"${version}"`,
        async png() {
          const stored = await storage.get(key);
          if (stored) return Buffer.concat(await stored.body.toArray());
          const png = await renderShareCard(poster, await previewOf(poster), brandName, language);
          await storage.put(key, png, { contentType: 'image/png' });
          return png;
        },
      };
    },
  };

  async function previewOf(poster: CatalogueRow): Promise<Buffer> {
    const preview = await storage.get(poster.previewPath);
    if (!preview) throw new AppError('poster_not_available');
    return Buffer.concat(await preview.body.toArray());
  }
}

export type ShareCardService = ReturnType<typeof createShareCardService>;

async function renderShareCard(
  poster: CatalogueRow,
  preview: Buffer,
  brandName: string,
  language: Language,
): Promise<Buffer> {
  const { width, height } = SHARE_CARD_SIZE;
  const innerHeight = POSTER_BOX.height - 2 * POSTER_BOX.border;
  const innerWidth = Math.round((innerHeight * 849) / 1200);
  const framed = await sharp(preview)
    .resize(innerWidth, innerHeight, { fit: 'cover' })
    .extend({
      top: POSTER_BOX.border,
      bottom: POSTER_BOX.border,
      left: POSTER_BOX.border,
      right: POSTER_BOX.border,
      background: '#ffffff',
    })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const frameWidth = innerWidth + 2 * POSTER_BOX.border;
  const top = Math.round((height - POSTER_BOX.height) / 2);

  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur \
stdDeviation="12"/></filter></defs>
      <rect x="${POSTER_BOX.left + 6}" y="${top + 12}" width="${frameWidth}" height="${POSTER_BOX.height}" \
fill="#3a2f22" opacity="0.28" filter="url(#s)"/>
    </svg>`,
  );

  return sharp({ create: { width, height, channels: 3, background: PAPER } })
    .composite([
      { input: shadow, left: 0, top: 0 },
      { input: framed, left: POSTER_BOX.left, top },
      { input: Buffer.from(textLayer(poster, brandName, language)), left: 0, top: 0 },
    ])
    .png({ compressionLevel: 8, adaptiveFiltering: true })
    .toBuffer();
}

function textLayer(poster: CatalogueRow, brandName: string, language: Language): string {
  const m = messagesFor(language);
  const { width, height } = SHARE_CARD_SIZE;
  const { lines, fontSize } = fitTitle(poster.name ?? '', TEXT_WIDTH);
  const lineHeight = Math.round(fontSize * 1.12);
  const titleTop = 210;
  const title = lines
    .map(
      (line, i) =>
        `<text x="${TEXT_LEFT}" y="${titleTop + i * lineHeight}" font-family="DejaVu Serif" font-weight="bold" ` +
        `font-size="${fontSize}" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  const afterTitle = titleTop + (lines.length - 1) * lineHeight + 62;
  const styleName = styleById(poster.style)?.name ?? poster.style;
  const detail = [styleName, poster.city].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="${TEXT_LEFT}" y="112" font-family="DejaVu Sans" font-weight="bold" font-size="26" letter-spacing="6" \
fill="${ACCENT}">${escapeXml(brandName.toUpperCase())}</text>
    <rect x="${TEXT_LEFT}" y="132" width="56" height="4" fill="${ACCENT}"/>
    ${title}
    <text x="${TEXT_LEFT}" y="${afterTitle}" font-family="DejaVu Sans" font-size="34" \
fill="${INK}">${escapeXml(truncate(creatorHandle(poster.username, m.common.formerCreator), 28))}</text>
    <text x="${TEXT_LEFT}" y="${afterTitle + 46}" font-family="DejaVu Sans" font-size="24" \
fill="${MUTED}">${escapeXml(truncate(detail, 40))}</text>
    <text x="${TEXT_LEFT}" y="${height - 72}" font-family="DejaVu Sans" font-size="24" \
fill="${MUTED}">${escapeXml(m.catalogue.sharePage.tagline)}</text>
  </svg>`;
}

/**
 * The title in at most three lines, in the largest size from 64 px down to 36 px that fits; cut with an ellipsis
 * otherwise.
 */
function fitTitle(text: string, maxWidth: number): { lines: string[]; fontSize: number } {
  for (const fontSize of [64, 56, 48, 42, 36]) {
    const lines = wrap(text, fontSize, maxWidth);
    if (lines.length <= 3) return { lines, fontSize };
  }
  const lines = wrap(text, 36, maxWidth);
  return { lines: [...lines.slice(0, 2), truncate(lines[2]!, Math.max(1, [...lines[2]!].length - 1))], fontSize: 36 };
}

/**
 * Approximate advance of DejaVu Serif Bold in em: enough to wrap; a line may run a little short, never off the card.
 */
function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (char === ' ') em += 0.35;
    else if ("ijlt.,:;!|'`()".includes(char)) em += 0.42;
    else if ('mwMW@%'.includes(char)) em += 1.05;
    else if (char >= 'A' && char <= 'Z') em += 0.8;
    else if (char.codePointAt(0)! >= 0x2e80) em += 1.0;
    else em += 0.7;
  }
  return em * fontSize;
}

function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, fontSize) > maxWidth) {
      const chars = [...line];
      let take = chars.length - 1;
      while (take > 1 && textWidth(chars.slice(0, take).join(''), fontSize) > maxWidth) take--;
      lines.push(chars.slice(0, take).join(''));
      line = chars.slice(take).join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(text: string, maxChars: number): string {
  const chars = [...text];
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars - 1).join('')}…`;
}
