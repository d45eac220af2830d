import sharp from 'sharp';

/**
 * Tags a JPEG as sRGB by inserting the ICC profile segments (APP2 "ICC_PROFILE") after its header.
 * The pixels already are sRGB; sharp's `withIccProfile` would run a colour transform over all of them.
 */
let profileSegments: Promise<Buffer> | undefined;

export async function withSrgbProfile(jpeg: Buffer): Promise<Buffer> {
  const segments = await (profileSegments ??= srgbSegments());
  return Buffer.concat([jpeg.subarray(0, insertionPoint(jpeg)), segments, jpeg.subarray(insertionPoint(jpeg))]);
}

async function srgbSegments(): Promise<Buffer> {
  const sample = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .withIccProfile('srgb')
    .jpeg()
    .toBuffer();
  const parts: Buffer[] = [];
  forEachSegment(sample, (marker, start, end) => {
    if (marker === 0xe2 && sample.subarray(start + 4, start + 16).toString('latin1') === 'ICC_PROFILE\0')
      parts.push(sample.subarray(start, end));
  });
  if (parts.length === 0) throw new Error('sharp did not embed an sRGB profile');
  return Buffer.concat(parts);
}

/** After SOI and any APP0 (JFIF) segment. */
function insertionPoint(jpeg: Buffer): number {
  let point = 2;
  forEachSegment(jpeg, (marker, start, end) => {
    if (marker === 0xe0 && start === point) point = end;
  });
  return point;
}

function forEachSegment(jpeg: Buffer, visit: (marker: number, start: number, end: number) => void): void {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) return; // start of scan: no more header segments
    const end = offset + 2 + jpeg.readUInt16BE(offset + 2);
    visit(marker, offset, end);
    offset = end;
  }
}
