import { describe, expect, it } from 'vitest';
import { printFileKeyOf, printFileOf } from './print-file.ts';

describe('a print line’s file', () => {
  const line = (size: string, masterPath: string | null, posterImageUrl: string | null, generatedPath?: string) =>
    printFileKeyOf({ size, masterPath, posterImageUrl, generatedPath });

  it('is its size’s master, or nothing while that master is being made: never the A3 master at another size', () => {
    expect(line('A2', 'masters/1-A2.png', '/api/storage-image/posters/1.jpg')).toBe('masters/1-A2.png');
    expect(line('A2', null, '/api/storage-image/posters/1.jpg', 'posters/1.jpg')).toBeNull();
    expect(line('A4', null, 'posters/1.jpg')).toBeNull();
  });

  it('is an A3’s own master: the poster’s generated file first, else the order’s by URL or key', () => {
    expect(line('A3', null, '/api/storage-image/posters/1.jpg', 'posters/own.jpg')).toBe('posters/own.jpg');
    expect(line('A3', null, '/api/storage-image/posters/1.jpg')).toBe('posters/1.jpg');
    expect(line('A3', null, 'posters/2.jpg')).toBe('posters/2.jpg');
    expect(line('A3', null, null)).toBeNull();
  });

  it('is no stored file for an outside address or an inline image, which stays an address to show', () => {
    for (const outside of ['https://cdn.example.com/p.jpg', '//cdn.example.com/p.jpg', 'data:image/png;base64,AA']) {
      expect(line('A3', null, outside), outside).toBeNull();
      expect(printFileOf({ size: 'A3', masterPath: null, posterImageUrl: outside })).toEqual({ address: outside });
    }
  });
});
