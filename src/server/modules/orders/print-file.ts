import { formatOf } from '../../../shared/print-formats.ts';
import { storageKeyOfUrl } from '../storage/index.ts';

/** A print line as the tables keep it: its size, the master made for it, and the poster's own files. */
export type PrintFileLine = {
  size: string;
  masterPath: string | null;
  posterImageUrl: string | null;
  /** The poster's A3 master as the posters' table keeps it, where the caller read it. */
  generatedPath?: string | null;
};

/**
 * Where the file a print line prints from is (docs/product/create.md#print-masters-per-size): the master made for its
 * size once its job ran (`master_path`); for an A3 line the poster's own A3 master (its generated file, else the
 * file the order kept). A line of another size without its master is waiting for it (null), never given the A3 master
 * to print at A2. An A3 poster kept as an outside address (an older engine's) has no stored file, only that address.
 */
export function printFileOf(line: PrintFileLine): { key: string } | { address: string } | null {
  if (line.masterPath) return { key: line.masterPath };
  if (formatOf(line).size !== 'A3') return null;
  if (line.generatedPath) return { key: line.generatedPath };
  const stored = line.posterImageUrl;
  if (!stored) return null;
  const key = storageKeyOfUrl(stored);
  if (key !== null) return { key };
  // a bare storage key is one too; an outside address or an inline image is no stored file
  return /^(https?:)?\/\//i.test(stored) || stored.startsWith('/') || stored.startsWith('data:')
    ? { address: stored }
    : { key: stored };
}

/** The storage key of a line's print file, or null (being made, or no stored file). */
export function printFileKeyOf(line: PrintFileLine): string | null {
  const file = printFileOf(line);
  return file && 'key' in file ? file.key : null;
}
