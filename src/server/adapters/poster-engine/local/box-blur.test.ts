import { describe, expect, it } from 'vitest';
import { boxBlurred } from './box-blur.ts';

describe('boxBlurred', () => {
  it('keeps a flat grid flat with either edge', () => {
    const flat = new Float32Array(5 * 4).fill(3);
    expect([...boxBlurred(flat, 5, 4, 2, 3, 'carry')]).toEqual([...flat]);
    expect([...boxBlurred(flat, 5, 4, 2, 3, 'inside')]).toEqual([...flat]);
  });

  it('carries the edge value on past the edge, or averages over the window inside the grid', () => {
    // one row, one column: only the row's pass changes anything
    const row = Float32Array.from([6, 0, 0, 0]);
    expect([...boxBlurred(row, 4, 1, 1, 1, 'carry')]).toEqual([4, 2, 0, 0]);
    expect([...boxBlurred(row, 4, 1, 1, 1, 'inside')]).toEqual([3, 2, 0, 0]);
  });

  it('runs along the columns as along the rows', () => {
    const column = Float32Array.from([6, 0, 0, 0]);
    expect([...boxBlurred(column, 1, 4, 1, 1, 'inside')]).toEqual([3, 2, 0, 0]);
  });
});
