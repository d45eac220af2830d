import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import type { OrderStatus } from '../../../shared/admin.ts';
import { formatOf } from '../../../shared/print-formats.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { printFileKeyOf } from '../orders/index.ts';
import { zipOfStoredFiles } from './admin-export.ts';
import type { ZipEntry } from './admin-export.ts';
import { itemsOf, walkCatalogueOrders, walkOrders } from './admin-orders.repository.ts';
import type { CatalogueOrderItemRow, OrderRow } from './admin-orders.repository.ts';

/**
 * The print files of the matching orders as one ZIP (docs/product/admin.md#exports): a folder per order, a file per
 * line, named by what the printer makes of it: `CAT-000012/CAT-000012-2-A2-oak-passepartout-x1.png` is the second line
 * of CAT-000012, one A2 print in a natural oak frame with a passe-partout. The file is the master rendered for the
 * line's size when the order was paid (`master_path`); an A3 line's is the poster's own A3 master (an order from before
 * sizes is A3 unframed). A line whose master is still being made, or whose file is gone, is listed in `missing.txt`
 * with the reason, never replaced by a master of another size.
 */

/** The file name of a line's print file, from its order's reference, its place in the order and its format. */
export function printFileName(reference: string, position: number, row: PrintLine, key: string): string {
  const { size, frame, passepartout } = formatOf(row);
  const quantity = `x${row.quantity}`;
  const parts = [reference, position, size, frame, ...(passepartout ? ['passepartout'] : []), quantity];
  return `${reference}/${parts.join('-')}${extname(key).toLowerCase()}`;
}

type PrintLine = Pick<
  OrderRow | CatalogueOrderItemRow,
  'size' | 'frame' | 'passepartout' | 'quantity' | 'masterPath' | 'posterImageUrl'
>;

/** Why a line has no file in the archive (missing.txt is the admin's, in English like the CSV's header). */
const BEING_MADE = 'the master of this size is being made';
const NO_FILE = 'no stored file';

export function printFilesZip(
  db: Database,
  storage: Storage,
  options: { type: 'all' | 'standard' | 'catalogue'; search: string; status: OrderStatus | null },
  onError: (error: unknown) => void = () => {},
): Readable {
  const filter = { search: options.search, status: options.status };
  const missing: string[] = [];
  const entryOf = (reference: string, position: number, line: PrintLine): ZipEntry | null => {
    const key = printFileKeyOf(line);
    if (key === null) {
      const reason = formatOf(line).size === 'A3' ? NO_FILE : BEING_MADE;
      missing.push(`${printFileName(reference, position, line, '')}: ${reason}`);
      return null;
    }
    return { name: printFileName(reference, position, line, key), key };
  };
  async function* entries(): AsyncGenerator<ZipEntry> {
    if (options.type !== 'catalogue') {
      for await (const batch of walkOrders(db, filter)) {
        for (const row of batch) {
          const entry = entryOf(row.confirmationId, 1, row);
          if (entry) yield entry;
        }
      }
    }
    if (options.type !== 'standard') {
      for await (const batch of walkCatalogueOrders(db, filter)) {
        const items = await itemsOf(
          db,
          batch.map((row) => row.id),
        );
        for (const row of batch) {
          const lines = items.filter((item) => item.orderId === row.id);
          for (const [index, item] of lines.entries()) {
            const entry = entryOf(row.confirmationId, index + 1, item);
            if (entry) yield entry;
          }
        }
      }
    }
    if (missing.length > 0) yield { name: 'missing.txt', text: `${missing.join('\n')}\n` };
  }
  return zipOfStoredFiles(storage, entries(), {
    onError,
    onMissing: (entry) => missing.push(`${entry.name}: ${NO_FILE}`),
  });
}
