import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { OrderStatus } from '../../../shared/admin.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { formatOf } from '../../../shared/print-formats.ts';
import { carrierOf } from '../../../shared/shipping-carriers.ts';
import { afterSaleFactsOf } from './admin-orders.repository.ts';
import type { AfterSaleFacts } from './admin-orders.repository.ts';
import { itemsOf, walkCatalogueOrders, walkOrders } from './admin-orders.repository.ts';
import type { CatalogueOrderItemRow, CatalogueOrderRow, OrderRow } from './admin-orders.repository.ts';
import { imagePathOf } from './admin-orders.service.ts';
import { printFileOf } from '../orders/index.ts';
import type { PrintFileLine } from '../orders/index.ts';

/**
 * The admin's exports, both streamed so their size never meets the process's memory: the orders as CSV
 * (RFC 4180, UTF-8 with a BOM, formula injection neutralised) and the object storage as a ZIP.
 */

const BOM = '\uFEFF';

/**
 * One CSV field. A text starting with = + - @ tab or CR would be run as a formula by spreadsheet programs:
 * it gets a leading apostrophe (OWASP "CSV injection"). Quoted when it holds a quote, comma or line break.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const ORDER_CSV_HEADER = [
  'Type',
  'Confirmation ID',
  'Date',
  'Status',
  'First Name',
  'Last Name',
  'Email',
  'Address',
  'City',
  'Canton/Region',
  'Postal Code',
  'Country',
  'Order Amount (CHF)',
  'Order Quantity',
  'Style',
  'Item ID',
  'Item Name',
  'Item Quantity',
  'Item Price (CHF)',
  'Size',
  'Frame',
  'Passe-partout',
  'Editions',
  'Poster Image',
  'Carrier',
  'Tracking Number',
  'Refunded (CHF)',
  'Refund Pending (CHF)',
  'Refunds Failed',
  'Cancelled At',
];

/** The after-sale columns (docs/product/admin.md#exports): tracking, refunds by state, the cancellation. */
function afterSaleFields(row: OrderRow | CatalogueOrderRow, facts: AfterSaleFacts | undefined) {
  return [
    carrierOf(row.carrier)?.name ?? row.carrier,
    row.trackingNumber,
    money((facts?.refunded ?? 0) / 100),
    money((facts?.pending ?? 0) / 100),
    facts?.failed ?? 0,
    facts?.cancelledAt?.toISOString() ?? '',
  ];
}

const money = (value: string | number) => Number(value).toFixed(2);

function orderFields(kind: 'standard' | 'catalogue', row: OrderRow | CatalogueOrderRow) {
  return [
    kind,
    row.confirmationId,
    row.createdAt.toISOString(),
    row.status,
    row.firstName,
    row.lastName,
    row.email,
    row.address,
    row.city,
    row.state ?? '',
    row.zipCode,
    row.country,
    money(row.amount),
    row.quantity,
  ];
}

/**
 * A line's format as the printer reads it (docs/product/admin.md#exports): "A2", "oak", "yes"; before sizes A3
 * unframed.
 */
function formatFields(row: OrderRow | CatalogueOrderItemRow) {
  const format = formatOf(row);
  return [format.size, format.frame, format.passepartout ? 'yes' : 'no'];
}

function absolute(publicUrl: string, value: string | null): string {
  const path = imagePathOf(value);
  if (!path) return '';
  return path.startsWith('/') && !path.startsWith('//') ? `${publicUrl}${path}` : path;
}

/** The address of a line's print file (`printFileOf`), empty while its size's master is being made. */
function printFileLink(publicUrl: string, line: PrintFileLine): string {
  const file = printFileOf(line);
  return file === null ? '' : absolute(publicUrl, 'key' in file ? file.key : file.address);
}

/** The CSV as a stream of text chunks: one row per standard order, one per item of a catalogue order. */
export function ordersCsv(
  db: Database,
  options: { type: 'all' | 'standard' | 'catalogue'; search: string; status: OrderStatus | null; publicUrl: string },
): Readable {
  const filter = { search: options.search, status: options.status };
  async function* rows() {
    yield BOM + csvRow(ORDER_CSV_HEADER);
    if (options.type !== 'catalogue') {
      for await (const batch of walkOrders(db, filter)) {
        const facts = await afterSaleFactsOf(
          db,
          'order',
          batch.map((row) => row.id),
        );
        let chunk = '';
        for (const row of batch) {
          chunk += csvRow([
            ...orderFields('standard', row),
            row.style,
            '',
            '',
            row.quantity,
            money(row.amount),
            ...formatFields(row),
            '',
            // the print lab's file, empty while its size's master is being made
            // (docs/product/create.md#print-masters-per-size)
            printFileLink(options.publicUrl, row),
            ...afterSaleFields(row, facts.get(row.id)),
          ]);
        }
        yield chunk;
      }
    }
    if (options.type !== 'standard') {
      for await (const batch of walkCatalogueOrders(db, filter)) {
        const items = new Map<number, CatalogueOrderItemRow[]>();
        for (const item of await itemsOf(
          db,
          batch.map((row) => row.id),
        )) {
          items.set(item.orderId, [...(items.get(item.orderId) ?? []), item]);
        }
        const facts = await afterSaleFactsOf(
          db,
          'catalogue',
          batch.map((row) => row.id),
        );
        let chunk = '';
        for (const row of batch) {
          const lines = items.get(row.id) ?? [];
          if (lines.length === 0) chunk += csvRow(orderFields('catalogue', row));
          for (const item of lines) {
            chunk += csvRow([
              ...orderFields('catalogue', row),
              item.style,
              item.id,
              item.name,
              item.quantity,
              money(item.price),
              ...formatFields(item),
              // A poster of the buyer's own has no edition (decision 028).
              item.totalSupply === null
                ? ''
                : item.firstEdition === item.lastEdition
                  ? `#${item.firstEdition}/${item.totalSupply}`
                  : `#${item.firstEdition}-${item.lastEdition}/${item.totalSupply}`,
              printFileLink(options.publicUrl, item),
              ...afterSaleFields(row, facts.get(row.id)),
            ]);
          }
        }
        yield chunk;
      }
    }
  }
  return Readable.from(rows(), { objectMode: false });
}

/** Files whose bytes are already compressed are stored as they are; deflating them costs time and saves nothing. */
const alreadyCompressed = /\.(jpe?g|png|webp|gif|avif|mp4|m4v|mov|webm|zip|gz|br)$/i;

/** At most this many stored objects are open at once while the archive is written. */
const OPEN_OBJECTS = 2;

/** One entry of an archive: a stored object under a name of its own, or a short text written by the export. */
export type ZipEntry = { name: string; key: string; mtime?: Date } | { name: string; text: string };

/**
 * The whole object storage as a ZIP stream (ZIP64 where needed). Objects are listed lazily and read one
 * after the other, and the archive is written only as fast as the reader takes it, so memory stays
 * constant whatever the storage's size; folder and S3 storage alike (both list() and get()).
 */
export function storageZip(storage: Storage, onError: (error: unknown) => void = () => {}): Readable {
  async function* everything(): AsyncGenerator<ZipEntry> {
    for await (const info of storage.list()) yield { name: info.key, key: info.key, mtime: info.lastModified };
  }
  return zipOfStoredFiles(storage, everything(), { onError });
}

/**
 * Stored objects as a ZIP stream, each under the name its entry gives, read one after the other as the reader takes
 * the archive. An object gone since it was named is left out and told to `onMissing` before the next entry is asked
 * for, so an export can list what it lacked in a last text entry.
 */
export function zipOfStoredFiles(
  storage: Storage,
  entries: AsyncIterable<ZipEntry>,
  handlers: { onError?: (error: unknown) => void; onMissing?: (entry: ZipEntry) => void } = {},
): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    handlers.onError?.(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);

  void (async () => {
    let open = 0;
    let wake: (() => void) | null = null;
    const settle = () => {
      open -= 1;
      wake?.();
      wake = null;
    };
    for await (const entry of entries) {
      if (failed || output.destroyed) return;
      if ('text' in entry) {
        zip.addBuffer(Buffer.from(entry.text, 'utf8'), entry.name);
        continue;
      }
      while (open >= OPEN_OBJECTS) await new Promise<void>((resolve) => (wake = resolve));
      const object = await storage.get(entry.key);
      if (!object) {
        // deleted since it was named
        handlers.onMissing?.(entry);
        continue;
      }
      open += 1;
      object.body.once('end', settle);
      object.body.once('close', () => {
        if (!object.body.readableEnded) settle();
      });
      object.body.once('error', fail);
      zip.addReadStream(object.body, entry.name, {
        mtime: entry.mtime,
        compress: !alreadyCompressed.test(entry.name),
        size: object.size,
      });
    }
    zip.end();
  })().catch(fail);

  return output;
}
