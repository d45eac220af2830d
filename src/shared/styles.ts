/**
 * The style catalogue (docs/product/create.md#styles). Each style is a poster tradition: the OpenAI engine turns
 * `traits`
 * and `palette` into its prompt; the local renderer reads every other field (see
 * src/server/adapters/poster-engine/local/).
 */

import { STYLE_NAMES } from './style-names.ts';

export const STYLE_IDS = [
  'alpinecoastal',
  'impressionist',
  'minimalmodernist',
  'neominimal',
  'popart',
  'psychedelicconcert',
  'seasidesimple',
  'swissmidcentury',
] as const;

export type StyleId = (typeof STYLE_IDS)[number];

/**
 * How the sheet is printed, applied over the flat colour planes at print size.
 * - `screenprint`: opaque silkscreen inks, a faint uneven ink lay-down.
 * - `lithograph-paper`: warm uncoated paper showing through, the crayon grain of the litho stone in the mid-tones.
 * - `brush-stroke`: broken colour; neighbouring palette colours interleaved in short directional dabs on canvas weave.
 * - `offset-matte`: clean offset print on matte stock, only a very fine grain.
 * - `matte-grain`: soft film-like grain over calm planes.
 * - `halftone`: Ben-Day dots; the mid-tone ink is printed as a dot screen over the paper colour.
 * - `split-fountain`: silkscreen whose background inks blend from one colour into another down the sheet.
 * - `riso`: risograph; grainy ink lay-down and the darkest ink layer slightly out of register.
 */
export type PrintFinish =
  | 'screenprint'
  | 'lithograph-paper'
  | 'brush-stroke'
  | 'offset-matte'
  | 'matte-grain'
  | 'halftone'
  | 'split-fountain'
  | 'riso';

/**
 * Outlines drawn over the colour planes, in the darkest palette colour unless stated.
 * - `none`: shapes meet edge to edge, as in lithographs and flat modernist prints.
 * - `thin-ink`: a fine keyline (about 0.4 mm) around every colour plane.
 * - `bold-ink`: thick comic-book contours (about 1.2 mm) around the planes and along strong inner edges.
 * - `posterised-contour`: a contour line plus concentric echo lines rippling out from it, each echo in the
 *   plane's complementary palette colour; inside a cut-out subject only its contour lines, the echoes rippling out
 *   from its outline.
 */
export type EdgeRule = 'none' | 'thin-ink' | 'bold-ink' | 'posterised-contour';

/**
 * How the photo's colour clusters are given palette colours.
 * - `by-colour`: each cluster takes the palette colour closest in hue while light stays light and dark stays dark.
 * - `by-tone`: clusters take palette colours by lightness rank only (false colour, as in psychedelic prints).
 */
export type PaletteMapping = 'by-colour' | 'by-tone';

/**
 * How the picture sits on the sheet.
 * - `full-bleed`: edge to edge.
 * - `sun-disc`: inside a large circle on the paper, with open space below (modernist).
 * - `arch`: inside a round-topped arch with a paper margin (contemporary art print).
 * - `bordered`: framed by a paper margin, deeper at the foot where railway posters set their title.
 */
export type Composition = 'full-bleed' | 'sun-disc' | 'arch' | 'bordered';

/**
 * What surrounds the subject when the photo's subject is known (the detector found it, or the photo's focus shows it).
 * - `photo`: the photo's own scene, composed in the window.
 * - `field`: the subject alone, cut out whole, in front of the composition's shape (the sun disc, the arch)
 *   on a flat paper field; it may be zoomed out so nothing of it is cut off.
 * - `bands`: the subject alone, cut out, with bold colour bands flowing out from its silhouette and a calm
 *   band at the top for lettering.
 * Without a known subject, a field shows the photo in its window as a halftone, bands frame the photo in an oval, and
 * the photo styles paint the photo's scene.
 */
export type Ground = 'photo' | 'field' | 'bands';

export type StyleDefinition = {
  id: StyleId;
  /**
   * Display name: a brand name, the same in every language (its one-line description: `create.styles.<id>` in the
   * catalogues).
   */
  name: string;
  /** Prompt text describing the tradition (2–4 sentences). */
  traits: string;
  /** 3 to 5 colours, `#rrggbb`. */
  palette: readonly string[];
  printFinish: PrintFinish;
  edgeRule: EdgeRule;
  paletteMapping: PaletteMapping;
  composition: Composition;
  iconic: {
    /** At most this many palette colours appear in a poster (never more than the palette holds). */
    maxHues: number;
    /**
     * Share of the poster's height the main subject should fill, [min, max] in 0–1: the renderer zooms in when the
     * subject is smaller.
     */
    heroScaleRange: readonly [number, number];
    /** Smallest shape kept, in print-master pixels (300 dpi: 12 px ≈ 1 mm); finer detail is simplified away. */
    minDetailPx: number;
    ground: Ground;
    /**
     * How the ground continuing a wide photo past its edges is printed where the photo is the ground (decision 042).
     * - `planes` (without it): in the planes its colours quantise to, the paper where the photo's edge is pale.
     * - `bold-field`: where it would print as the paper, it and the paper joined to it around the subject are one
     *   flat plane of a bold ink of the palette, the one the subject holds least (broken colour keeps its planes).
     */
    continuedGround?: 'planes' | 'bold-field';
  };
};

const catalogue: readonly StyleDefinition[] = [
  {
    id: 'alpinecoastal',
    name: STYLE_NAMES.alpinecoastal,
    traits:
      'Vintage lake-and-riviera travel poster in the manner of 1930s Swiss and Italian railway advertising: ' +
      'sunlit alpine peaks rising over turquoise water, terracotta roofs and a warm sand-coloured sky. ' +
      'Layered flat colour planes recede in atmospheric steps, each shape closed by a fine dark keyline. ' +
      'Screen-printed look with opaque inks, clear silhouettes and a calm, holiday-bright mood.',
    palette: ['#F5E3BF', '#E2703A', '#2A9D8F', '#3C6E91', '#22333B'],
    printFinish: 'screenprint',
    edgeRule: 'thin-ink',
    paletteMapping: 'by-colour',
    composition: 'full-bleed',
    iconic: { maxHues: 5, heroScaleRange: [0.35, 0.6], minDetailPx: 18, ground: 'photo' },
  },
  {
    id: 'impressionist',
    name: STYLE_NAMES.impressionist,
    traits:
      'Impressionist plein-air painting in the spirit of Monet and Pissarro: light broken into short, visible ' +
      'brush dabs of pure colour set side by side so they mix in the eye. Soft palette of straw yellow, sky ' +
      'blue, violet-blue and sage with warm peach highlights; no outlines, edges dissolve in shimmering ' +
      'light. Canvas texture shows through, and the scene keeps its atmosphere rather than its details.',
    palette: ['#F4E4B0', '#A9CCE3', '#56649E', '#88A86A', '#E59A7A'],
    printFinish: 'brush-stroke',
    edgeRule: 'none',
    paletteMapping: 'by-colour',
    composition: 'full-bleed',
    iconic: { maxHues: 5, heroScaleRange: [0.3, 0.6], minDetailPx: 10, ground: 'photo' },
  },
  {
    id: 'minimalmodernist',
    name: STYLE_NAMES.minimalmodernist,
    traits:
      'Mid-century modernist poster in the Bauhaus and International Typographic tradition: the subject ' +
      'reduced to a few bold geometric planes set inside a large sun disc on a generous off-white field. ' +
      'Three colours at most, chosen by tone from brick red, mustard, slate blue and charcoal, with hard ' +
      'edges and no outlines; white shapes may dissolve into the paper. Clean offset print on matte stock, ' +
      'strict and asymmetric, nothing decorative.',
    palette: ['#EFE8DA', '#E0A526', '#C2412D', '#33597A', '#1F2529'],
    printFinish: 'offset-matte',
    edgeRule: 'none',
    paletteMapping: 'by-tone',
    composition: 'sun-disc',
    iconic: { maxHues: 3, heroScaleRange: [0.45, 0.6], minDetailPx: 48, ground: 'field' },
  },
  {
    id: 'neominimal',
    name: STYLE_NAMES.neominimal,
    traits:
      'Contemporary neo-minimal art print: the scene distilled to a few soft pastel shapes in blush, sage, ' +
      'clay and warm white, framed in a tall round-topped arch with a wide paper margin. A single fine ' +
      'dusty-blue line traces the essential contours; rounded, simplified silhouettes and vast calm negative ' +
      'space, with no texture beyond a faint matte grain. Scandinavian-gallery restraint, quiet and airy.',
    palette: ['#F4EFE6', '#E8C3B2', '#A9BFB3', '#C79A84', '#77869B'],
    printFinish: 'matte-grain',
    edgeRule: 'thin-ink',
    paletteMapping: 'by-colour',
    composition: 'arch',
    iconic: { maxHues: 4, heroScaleRange: [0.5, 0.7], minDetailPx: 64, ground: 'field' },
  },
  {
    id: 'popart',
    name: STYLE_NAMES.popart,
    traits:
      '1960s pop-art comic panel in the manner of Roy Lichtenstein: thick black outlines around every shape, ' +
      'flat primary yellow, red and blue, and Ben-Day halftone dots in the mid-tones. Hard-edged, ' +
      'high-contrast and graphic, like an enlarged frame of a printed comic book. Bold, loud and cheerful.',
    palette: ['#FBF8EF', '#FFD400', '#E4202E', '#1760B8', '#111111'],
    printFinish: 'halftone',
    edgeRule: 'bold-ink',
    paletteMapping: 'by-tone',
    composition: 'full-bleed',
    iconic: { maxHues: 4, heroScaleRange: [0.6, 0.9], minDetailPx: 22, ground: 'photo' },
  },
  {
    id: 'psychedelicconcert',
    name: STYLE_NAMES.psychedelicconcert,
    traits:
      '1960s San Francisco psychedelic concert bill in the style of the Fillmore posters by Wes Wilson and ' +
      'Victor Moscoso: swirling, melting forms and hand-drawn lettering that fills every space. Vibrating ' +
      'complementary colours, hot magenta against acid green and orange against violet, set side by side so ' +
      'their edges seem to flicker, with concentric echo lines rippling out from the shapes. Split-fountain ' +
      'silkscreen ink blending from one colour into another across the sheet.',
    palette: ['#4B1587', '#FF2E88', '#FF7A00', '#8BE000', '#FFE94D'],
    printFinish: 'split-fountain',
    edgeRule: 'posterised-contour',
    paletteMapping: 'by-tone',
    composition: 'full-bleed',
    iconic: { maxHues: 5, heroScaleRange: [0.5, 0.8], minDetailPx: 16, ground: 'bands' },
  },
  {
    id: 'seasidesimple',
    name: STYLE_NAMES.seasidesimple,
    traits:
      "Simple seaside holiday poster in the tradition of 1930s British railway posters and today's risograph " +
      'prints: a few big shapes of sea, sand and sky with plenty of breathing room. Coral, sand, sea blue ' +
      'and navy on warm white paper, framed by a paper margin that is deeper at the foot, printed in ' +
      'risograph inks with visible grain and the navy layer slightly out of register. Breezy, sunny and ' +
      'uncluttered.',
    palette: ['#FBF3E4', '#F3C77E', '#EF6F6C', '#3E8EB8', '#1D3557'],
    printFinish: 'riso',
    edgeRule: 'none',
    paletteMapping: 'by-colour',
    composition: 'bordered',
    iconic: { maxHues: 4, heroScaleRange: [0.3, 0.55], minDetailPx: 32, ground: 'photo' },
  },
  {
    id: 'swissmidcentury',
    name: STYLE_NAMES.swissmidcentury,
    traits:
      'Swiss mid-century travel poster in the manner of 1950s lithographs by Herbert Leupin and Donald Brun: ' +
      'flat colour planes, simplified bold forms and a strong diagonal composition, with room for a bold ' +
      'sans-serif place name. Swiss red, cobalt blue, pine green and charcoal on cream lithograph paper, ' +
      'with the soft crayon grain of the stone in the mid-tones. Confident, sunny and graphic, without ' +
      'outlines.',
    palette: ['#F2E6CC', '#D8322A', '#1F5FA8', '#2F5D46', '#1E1E1E'],
    printFinish: 'lithograph-paper',
    edgeRule: 'none',
    paletteMapping: 'by-colour',
    composition: 'full-bleed',
    iconic: { maxHues: 5, heroScaleRange: [0.4, 0.7], minDetailPx: 24, ground: 'photo', continuedGround: 'bold-field' },
  },
];

export const STYLES: readonly StyleDefinition[] = catalogue;

/** The styles every signed-in user may use; the others need the membership (docs/product/create.md#styles). */
export const FREE_STYLE_IDS: readonly StyleId[] = ['alpinecoastal', 'impressionist', 'popart'];

export const isStyleId = (id: string): id is StyleId => (STYLE_IDS as readonly string[]).includes(id);

export const isFreeStyle = (id: string): boolean => (FREE_STYLE_IDS as readonly string[]).includes(id);

export const styleById = (id: string): StyleDefinition | undefined => catalogue.find((style) => style.id === id);

/** Date tag of the style thumbnails (docs/product/create.md#styles). */
export const STYLE_THUMBNAIL_VERSION = '2026-11-26';

/** Storage key of a style's thumbnail, e.g. `styles/thumbnails/popart-2026-11-26.webp`; an unknown style gives ''. */
export const styleThumbnailKey = (id: string): string =>
  isStyleId(id) ? `styles/thumbnails/${id}-${STYLE_THUMBNAIL_VERSION}.webp` : '';
