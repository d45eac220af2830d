import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage, StoredObjectInfo } from '../../adapters/storage/storage.ts';
import { csvField, storageZip } from './admin-export.ts';
import { admin, insertCatalogueOrder, insertOrder, t, useAdminApp } from './admin-test-helpers.ts';

useAdminApp();

/** Parses a CSV of RFC 4180 (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('CSV export', () => {
  it('neutralises formula cells and quotes per RFC 4180', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(29.95)).toBe('29.95');
    expect(csvField(null)).toBe('');
  });

  it('exports UTF-8 with a BOM, one row per order and per catalogue item, accents kept and formulas defused', async () => {
    const evil = await insertOrder({
      firstName: '=cmd|" /C calc"!A0',
      lastName: 'Müller, "Hans"',
      email: '@evil@example.ch',
      city: 'Zürich\nNord',
      style: 'popart',
    });
    const cat = await insertCatalogueOrder(
      [
        { name: '+Lake', quantity: 1, price: '30.00' },
        { name: 'Crème', quantity: 2, price: '45.00' },
      ],
      { firstName: 'Émile' },
    );
    const response = await admin('GET', '/api/admin/orders/export/csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['Type', 'Confirmation ID', 'Date']);
    const col = (name: string) => header.indexOf(name);
    const evilRow = rows.find((row) => row[col('Confirmation ID')] === evil.confirmationId)!;
    expect(evilRow[col('First Name')]).toBe(`'=cmd|" /C calc"!A0`);
    expect(evilRow[col('Last Name')]).toBe('Müller, "Hans"');
    expect(evilRow[col('Email')]).toBe("'@evil@example.ch");
    expect(evilRow[col('City')]).toBe('Zürich\nNord');
    expect(evilRow[col('Poster Image')]).toBe(`${t.config.publicUrl}/api/admin/storage-image/posters/abc.jpg`);
    const catRows = rows.filter((row) => row[col('Confirmation ID')] === cat.confirmationId);
    expect(
      catRows.map((row) => [
        row[col('Type')],
        row[col('First Name')],
        row[col('Item Name')],
        row[col('Item Quantity')],
        row[col('Item Price (CHF)')],
      ]),
    ).toEqual([
      ['catalogue', 'Émile', "'+Lake", '1', '30.00'],
      ['catalogue', 'Émile', 'Crème', '2', '45.00'],
    ]);
    for (const row of rows) expect(row).toHaveLength(header.length);

    const onlyCatalogue = parseCsv(
      (await admin('GET', '/api/admin/orders/export/csv?type=catalogue')).rawPayload.toString('utf8').slice(1),
    );
    expect(onlyCatalogue.slice(1).every((row) => row[0] === 'catalogue')).toBe(true);
    expect((await admin('GET', '/api/admin/orders/export/csv?type=nope')).statusCode).toBe(400);
  });
});

/** The entries of a ZIP (its central directory), with stored (uncompressed) data read straight out. */
async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const { inflateRawSync } = await import('node:zlib');
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  while (count-- > 0) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const localStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(localStart, localStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('storage export', () => {
  it('downloads a ZIP holding every stored file', async () => {
    const photo = randomBytes(5000);
    await t.runtime.storage.put('exports-test/photo.jpg', photo);
    await t.runtime.storage.put('exports-test/notes/readme.txt', Buffer.from('Grüezi '.repeat(100)));
    const response = await admin('GET', '/api/admin/storage/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="storage-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = await zipEntries(response.rawPayload);
    expect(entries.get('exports-test/photo.jpg')?.equals(photo)).toBe(true);
    expect(entries.get('exports-test/notes/readme.txt')?.toString('utf8')).toBe('Grüezi '.repeat(100));
    for await (const info of t.runtime.storage.list()) expect(entries.has(info.key), info.key).toBe(true);
  });

  it('streams a storage far larger than it keeps in memory (1 GiB through a stand-in store)', async () => {
    const objectSize = 64 * 1024 * 1024;
    const objects = 16;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const store: Storage = {
      kind: 's3',
      async *list() {
        for (let index = 0; index < objects; index++) yield info(`big/${index}.jpg`);
      },
      async get(key) {
        let sent = 0;
        const body = new Readable({
          read() {
            if (sent >= objectSize) return this.push(null);
            sent += chunk.length;
            this.push(chunk);
          },
        });
        return { ...info(key), body };
      },
      head: async (key) => info(key),
      put: async () => {},
      delete: async () => {},
      check: async () => {},
    };
    function info(key: string): StoredObjectInfo {
      return { key, size: objectSize, contentType: 'image/jpeg', etag: '"x"', lastModified: new Date() };
    }
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let total = 0;
    for await (const piece of storageZip(store)) {
      total += (piece as Buffer).length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(total).toBeGreaterThan(objects * objectSize);
    // Buffered, this would need more than a gigabyte; streamed, it stays within a few dozen megabytes.
    expect(peak - baseline).toBeLessThan(150 * 1024 * 1024);
  }, 120_000);
});

describe('print files export', () => {
  it('puts each line’s print file in a ZIP named by its order, size and frame, and lists the lines without one', async () => {
    const files = { a3: randomBytes(3000), a4: randomBytes(2000), a2: randomBytes(4000) };
    await t.runtime.storage.put('posters/print-files-a3.jpg', files.a3);
    await t.runtime.storage.put('masters/print-files-a4.jpg', files.a4);
    await t.runtime.storage.put('masters/print-files-a2.png', files.a2);
    const a3Master = '/api/storage-image/posters/print-files-a3.jpg';
    const customer = { lastName: `Druck${randomBytes(4).toString('hex')}` };
    const standard = await insertOrder({
      ...customer,
      size: 'A4',
      frame: 'black',
      masterPath: 'masters/print-files-a4.jpg',
      posterImageUrl: a3Master,
    });
    const catalogue = await insertCatalogueOrder(
      [
        {
          name: 'Säntis',
          quantity: 1,
          price: '111.80',
          size: 'A2',
          frame: 'oak',
          passepartout: true,
          masterPath: 'masters/print-files-a2.png',
          posterImageUrl: a3Master,
        },
        // As an order from before sizes: A3 unframed, its master gone since.
        {
          name: 'Rigi',
          quantity: 2,
          price: '30.00',
          posterImageUrl: '/api/storage-image/posters/print-files-gone.jpg',
        },
        // An A1 whose master the job still makes: never the A3 master under an A1 name.
        { name: 'Titlis', quantity: 1, price: '69.90', size: 'A1', posterImageUrl: a3Master },
        { name: 'Pilatus', quantity: 3, price: '29.95', posterImageUrl: a3Master },
      ],
      customer,
    );
    const response = await admin('GET', `/api/admin/orders/export/print-files?search=${customer.lastName}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="print-files-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const entries = await zipEntries(response.rawPayload);
    const [ord, cat] = [standard.confirmationId, catalogue.confirmationId];
    expect([...entries.keys()].sort()).toEqual(
      [
        `${ord}/${ord}-1-A4-black-x1.jpg`,
        `${cat}/${cat}-1-A2-oak-passepartout-x1.png`,
        `${cat}/${cat}-4-A3-none-x3.jpg`,
        'missing.txt',
      ].sort(),
    );
    expect(entries.get(`${ord}/${ord}-1-A4-black-x1.jpg`)?.equals(files.a4)).toBe(true);
    expect(entries.get(`${cat}/${cat}-1-A2-oak-passepartout-x1.png`)?.equals(files.a2)).toBe(true);
    expect(entries.get(`${cat}/${cat}-4-A3-none-x3.jpg`)?.equals(files.a3)).toBe(true);
    expect(entries.get('missing.txt')?.toString('utf8').split('\n')).toEqual([
      `${cat}/${cat}-2-A3-none-x2.jpg: no stored file`,
      `${cat}/${cat}-3-A1-none-x1: the master of this size is being made`,
      '',
    ]);

    const csv = parseCsv(
      (await admin('GET', `/api/admin/orders/export/csv?search=${customer.lastName}`)).rawPayload
        .toString('utf8')
        .slice(1),
    );
    const col = (name: string) => csv[0]!.indexOf(name);
    expect(csv.slice(1).map((row) => [row[col('Size')], row[col('Frame')], row[col('Passe-partout')]])).toEqual([
      ['A4', 'black', 'no'],
      ['A2', 'oak', 'yes'],
      ['A3', 'none', 'no'],
      ['A1', 'none', 'no'],
      ['A3', 'none', 'no'],
    ]);
    // each line links the file the lab prints: the A2's master, nothing for the A1 being made, the A3 master for A3
    expect(csv.slice(1).map((row) => row[col('Poster Image')])).toEqual([
      `${t.config.publicUrl}/api/admin/storage-image/masters/print-files-a4.jpg`,
      `${t.config.publicUrl}/api/admin/storage-image/masters/print-files-a2.png`,
      `${t.config.publicUrl}/api/admin/storage-image/posters/print-files-gone.jpg`,
      '',
      `${t.config.publicUrl}/api/admin/storage-image/posters/print-files-a3.jpg`,
    ]);
  });
});
