import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captionOverlay, escapeXml, layoutCaption } from './caption.ts';

const W = 3508,
  H = 4961,
  MARGIN = Math.round(W * 0.04);
const frame = { frameWidth: 350, frameHeight: 495 };

describe('caption layout', () => {
  it('sets a short caption on one line at 4.5% of the poster width, centred on the scaled editor position', async () => {
    const layout = (await layoutCaption({ text: 'Lake Geneva', x: 175, y: 400, ...frame }, W, H))!;
    expect(layout.lines).toEqual(['Lake Geneva']);
    expect(layout.fontSize).toBeCloseTo(W * 0.045, 0);
    expect(layout.left + layout.width / 2).toBeCloseTo(W / 2, -1);
    expect(layout.top + layout.height / 2).toBeCloseTo((400 / 495) * H, -1);
  });

  it('wraps a 200-character caption to at most three lines that stay inside the poster', async () => {
    const story =
      'We climbed all morning through larch forest and meadows full of gentians until the whole lake opened ' +
      'below us, blue and silver, and we sat on the warm rocks above the village eating apricots and bread ' +
      'with mountain cheese.';
    const text = story.slice(0, 200);
    expect(text.length).toBe(200);
    const layout = (await layoutCaption({ text, x: 175, y: 250, ...frame }, W, H))!;
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.lines.join(' ')).toBe(text);
    expect(layout.left).toBeGreaterThanOrEqual(MARGIN);
    expect(layout.left + layout.width).toBeLessThanOrEqual(W - MARGIN);
  });

  it('breaks a single word longer than a line and still keeps three lines at most', async () => {
    const layout = (await layoutCaption({ text: 'W'.repeat(200), x: 175, y: 250, ...frame }, W, H))!;
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.lines.join('')).toBe('W'.repeat(200));
    expect(layout.left + layout.width).toBeLessThanOrEqual(W - MARGIN);
  });

  it('keeps a caption dragged to the corner inside the poster margin', async () => {
    const topLeft = (await layoutCaption({ text: 'Corner', x: 0, y: 0, ...frame }, W, H))!;
    expect(topLeft.left).toBe(MARGIN);
    expect(topLeft.top).toBe(MARGIN);
    const bottomRight = (await layoutCaption({ text: 'Corner', x: 350, y: 495, ...frame }, W, H))!;
    expect(bottomRight.left + bottomRight.width).toBe(W - MARGIN);
    expect(bottomRight.top + bottomRight.height).toBe(H - MARGIN);
  });

  it('treats a missing position as 0 and a blank caption as none', async () => {
    const layout = (await layoutCaption({ text: 'Hi', x: Number.NaN, y: Number.NaN, ...frame }, W, H))!;
    expect(layout.left).toBe(MARGIN);
    expect(await layoutCaption({ text: '   ', x: 1, y: 1, ...frame }, W, H)).toBeNull();
  });
});

describe('caption drawing', () => {
  it('escapes XML so any text renders', async () => {
    expect(escapeXml(`Tom & Jerry <3 "x" 'y'`)).toBe('Tom &amp; Jerry &lt;3 &quot;x&quot; &apos;y&apos;');
    expect(escapeXml('bell\u0007 and nul\u0000')).toBe('bell and nul');
    const layout = (await layoutCaption(
      { text: `</text><script>alert(1)</script> & "more" \u0007`, x: 175, y: 250, ...frame },
      W,
      H,
    ))!;
    const overlay = captionOverlay(layout, 1, { ink: '#000000', paper: '#ffffff' });
    const { width } = await sharp(overlay.input).metadata();
    expect(width).toBe(layout.width);
  });

  it('scales the plate with the output', async () => {
    const layout = (await layoutCaption({ text: 'Scaled', x: 100, y: 100, ...frame }, W, H))!;
    const small = captionOverlay(layout, 0.25, { ink: '#000', paper: '#fff' });
    expect(small.left).toBe(Math.round(layout.left * 0.25));
    expect((await sharp(small.input).metadata()).width).toBe(Math.round(layout.width * 0.25));
  });
});
