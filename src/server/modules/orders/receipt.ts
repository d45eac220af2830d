import { createRequire } from 'node:module';
import type { OrderKind } from '../../../shared/after-sale.ts';
import { fromMinorUnits, toMinorUnits } from '../../../shared/checkout.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { languages, localeOf } from '../../../shared/i18n/languages.ts';
import { formatLabel, formatOf } from '../../../shared/print-formats.ts';
import { styleById } from '../../../shared/styles.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { MailFile } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { orderLanguageOf } from './order-language.ts';
import { succeededRefundAmount } from './order-refunds.repository.ts';
import { catalogueItemsOf, findOrderIdByReference, findOrderRow } from './receipt.repository.ts';

/**
 * The PDF receipt of a paid order (docs/product/after-the-sale.md#receipts), made with pdfkit on DejaVu Sans (embedded,
 * so "Zürich" and
 * "Genève" print as written): the shop's name and address, the customer's, each item, shipping, the total
 * in CHF with the Swiss VAT it includes (each item names its size and frame; an order from before sizes reads as A3
 * unframed), the payment reference and the date. Rendered on demand (the
 * admin's download, the confirmation mail's attachment at send time), never stored. It is written in the
 * language the customer shopped in (`language` of the order), whoever downloads it.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type ShopIdentity = {
  name: string;
  /** Postal address lines, without the country. */
  address: string[];
  /** The shop's country (SHOP_COUNTRY, "CH"), named on each receipt in its language. */
  country: string;
  /** The shop's VAT number (UID), printed when set. */
  vatNumber: string | null;
  /** Percent, e.g. 8.1 (the Swiss standard rate). */
  vatRate: number;
};

/** The VAT included in a gross amount (Rappen): total × rate / (100 + rate), rounded to the Rappen. */
export const vatShareOf = (grossRappen: number, ratePercent: number) =>
  Math.round((grossRappen * ratePercent) / (100 + ratePercent));

/** Amounts as the shop writes them everywhere in the language (`formatterFor(language).price`). */
const chfIn = (language: Language) => {
  const { price } = formatterFor(language);
  return (rappen: number) => price(fromMinorUnits(rappen));
};
/** 25.11.2026 (English receipts keep the Swiss numeric date). */
const dateIn = (language: Language) => (date: Date) =>
  new Intl.DateTimeFormat(language === 'en' ? 'de-CH' : localeOf[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(date);

type ReceiptLine = { description: string; quantity: number; unitPrice: number; total: number };

type ReceiptData = {
  language: Language;
  confirmationId: string;
  createdAt: Date;
  paymentIntentId: string;
  status: string;
  customer: string[];
  lines: ReceiptLine[];
  total: number;
  refunded: number;
};

export function createReceiptRenderer({ db, shop }: { db: Database; shop: ShopIdentity }) {
  async function dataOf(kind: OrderKind, orderId: number): Promise<ReceiptData> {
    const order = await findOrderRow(db, kind, orderId);
    if (!order) throw notFound('sale_order_not_found');
    const language = orderLanguageOf(order.language);
    const r = messagesFor(language).orders.receipt;
    const prints = messagesFor(language).prints;
    const total = toMinorUnits(Number(order.amount));
    // The style by its name ("Pop Art"), never its id: the names are brand names, the same in every language.
    const ownPoster = (style: string | null) => {
      const styleName = style ? (styleById(style)?.name ?? style) : null;
      return styleName ? r.posterInStyle({ style: styleName }) : r.poster;
    };
    // The item, then on its own line its format: "A2, natural oak frame, white passe-partout".
    const described = (item: string, row: Parameters<typeof formatOf>[0]) =>
      `${item}\n${formatLabel(prints, formatOf(row))}`;
    let lines: ReceiptLine[];
    if (kind === 'order') {
      const unitPrice = Math.round(total / order.quantity);
      const description = described(ownPoster('style' in order ? order.style : null), 'size' in order ? order : {});
      lines = [{ description, quantity: order.quantity, unitPrice, total }];
    } else {
      const items = await catalogueItemsOf(db, orderId);
      lines = items.map((item) => {
        const unitPrice = toMinorUnits(Number(item.price));
        const line = { quantity: item.quantity, unitPrice, total: unitPrice * item.quantity };
        // A poster of the buyer's own in a cart (decision 028) reads as it does bought on its own.
        if (item.firstEdition === null || item.lastEdition === null || item.totalSupply === null)
          return { description: described(ownPoster(item.style), item), ...line };
        const editions =
          item.firstEdition === item.lastEdition
            ? `#${item.firstEdition}`
            : `#${item.firstEdition}–${item.lastEdition}`;
        const name = r.cataloguePoster({ name: item.name ?? r.unnamedPoster, editions, total: item.totalSupply });
        return { description: described(name, item), ...line };
      });
    }
    const refunded = await succeededRefundAmount(db, kind, orderId);
    return {
      language,
      confirmationId: order.confirmationId,
      createdAt: order.createdAt,
      paymentIntentId: order.paymentIntentId,
      status: order.status,
      customer: [
        `${order.firstName} ${order.lastName}`,
        order.address,
        `${order.zipCode} ${order.city}`,
        order.state ?? '',
        formatterFor(language).country(order.country),
        order.email,
      ].filter(Boolean),
      lines,
      total,
      refunded,
    };
  }

  /** The receipt of an order as a PDF. */
  async function renderReceipt(kind: OrderKind, orderId: number): Promise<Buffer> {
    const data = await dataOf(kind, orderId);
    // pdfkit (with its font tables) is loaded on the first receipt, not at start: most processes never draw one.
    const { default: PDFDocument } = await import('pdfkit');
    return draw(data, PDFDocument);
  }

  function draw(data: ReceiptData, PDFDocument: typeof import('pdfkit')): Promise<Buffer> {
    const r = messagesFor(data.language).orders.receipt;
    const chf = chfIn(data.language);
    const dateOf = dateIn(data.language);
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      lang: localeOf[data.language],
      info: { Title: r.documentTitle({ reference: data.confirmationId }), Author: shop.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);
    const left = 56;
    const right = doc.page.width - 56;
    const width = right - left;

    doc.font('bold').fontSize(20).text(shop.name, left, 56);
    doc.font('body').fontSize(9).fillColor('#444444');
    for (const line of shopAddressIn(shop, data.language)) doc.text(line);
    if (shop.vatNumber) doc.text(r.vatNumber({ number: shop.vatNumber }));

    doc.fillColor('#000000').font('bold').fontSize(16).text(r.title, left, 150);
    doc.font('body').fontSize(10);
    const facts: [string, string][] = [
      [r.order, data.confirmationId],
      [r.date, dateOf(data.createdAt)],
      [r.paymentReference, data.paymentIntentId],
    ];
    if (data.status === 'cancelled') facts.push([r.status, r.cancelled]);
    let y = 178;
    for (const [label, value] of facts) {
      doc.fillColor('#666666').text(label, left, y, { width: 120 });
      doc.fillColor('#000000').text(value, left + 120, y, { width: width - 120 });
      y += 15;
    }
    doc.font('bold').text(r.billedTo, left, y + 14);
    doc.font('body');
    for (const line of data.customer) doc.text(line, left);

    // The items
    y = Math.max(y, doc.y) + 28;
    const columns = {
      description: left,
      quantity: left + width * 0.58,
      unit: left + width * 0.68,
      total: left + width * 0.84,
    };
    const widths = [width * 0.56, width * 0.08, width * 0.15, width * 0.16];
    const row = (cells: [string, string, string, string], bold = false) => {
      doc.font(bold ? 'bold' : 'body').fontSize(10);
      // The tallest cell sets the row: a description on two lines, or a heading that wraps ("Prezzo unitario").
      const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index] })));
      doc.text(cells[0], columns.description, y, { width: widths[0] });
      doc.text(cells[1], columns.quantity, y, { width: widths[1], align: 'right' });
      doc.text(cells[2], columns.unit, y, { width: widths[2], align: 'right' });
      doc.text(cells[3], columns.total, y, { width: widths[3], align: 'right' });
      y += Math.max(height, 12) + 8;
    };
    const rule = () => {
      doc
        .moveTo(left, y - 4)
        .lineTo(right, y - 4)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      y += 4;
    };
    row([r.item, r.quantity, r.unitPrice, r.amount], true);
    rule();
    for (const line of data.lines) row([line.description, String(line.quantity), chf(line.unitPrice), chf(line.total)]);
    row([r.shipping, '1', chf(0), r.included]);
    rule();
    const vat = vatShareOf(data.total, shop.vatRate);
    const sum = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'bold' : 'body').fontSize(bold ? 12 : 10);
      // The value takes the unit price's column too: a bold total of 100 CHF or more stays on one line.
      doc.text(label, columns.description, y, { width: columns.unit - columns.description - 8, align: 'right' });
      doc.text(value, columns.unit, y, { width: right - columns.unit, align: 'right' });
      y += bold ? 20 : 16;
    };
    sum(r.total, chf(data.total), true);
    sum(r.vat({ rate: shop.vatRate }), chf(vat));
    if (data.refunded > 0) sum(r.refunded, `−${chf(data.refunded)}`);

    doc
      .font('body')
      .fontSize(9)
      .fillColor('#666666')
      .text(r.footer({ shop: shop.name }), left, y + 24, { width });
    doc.end();
    return done;
  }

  /** The receipt as a mail attachment, found by the order's reference (null when no order has it). */
  async function attachmentFor(confirmationId: string): Promise<MailFile | null> {
    for (const kind of ['order', 'catalogue'] as const) {
      const orderId = await findOrderIdByReference(db, kind, confirmationId);
      if (orderId !== null)
        return {
          filename: receiptFilename(confirmationId),
          contentType: 'application/pdf',
          content: await renderReceipt(kind, orderId),
        };
    }
    return null;
  }

  return { renderReceipt, attachmentFor };
}

export type ReceiptRenderer = ReturnType<typeof createReceiptRenderer>;

export const receiptFilename = (confirmationId: string) => `receipt-${confirmationId}.pdf`;

/** The shop as configured (SHOP_NAME, SHOP_ADDRESS, SHOP_COUNTRY, SHOP_VAT_NUMBER, VAT_RATE). */
export function shopIdentityOf(config: {
  BRAND_NAME: string;
  SHOP_NAME?: string;
  SHOP_ADDRESS: string;
  SHOP_COUNTRY?: string;
  SHOP_VAT_NUMBER?: string;
  VAT_RATE: number;
}): ShopIdentity {
  const country = config.SHOP_COUNTRY ?? 'CH';
  const lines = config.SHOP_ADDRESS.split(',')
    .map((line) => line.trim())
    .filter(Boolean);
  // An address written before SHOP_COUNTRY may end with the country's name: it is named by the receipt's language now.
  const last = lines.at(-1)?.toLowerCase();
  const names = languages.map((language) => formatterFor(language).country(country).toLowerCase());
  if (lines.length > 1 && last !== undefined && names.includes(last)) lines.pop();
  return {
    name: config.SHOP_NAME ?? config.BRAND_NAME,
    address: lines,
    country,
    vatNumber: config.SHOP_VAT_NUMBER ?? null,
    vatRate: config.VAT_RATE,
  };
}

/** The shop's address as a receipt in `language` prints it: its lines, then its country in that language. */
export function shopAddressIn(shop: Pick<ShopIdentity, 'address' | 'country'>, language: Language): string[] {
  return [...shop.address, formatterFor(language).country(shop.country)];
}
