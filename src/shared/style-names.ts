import type { StyleId } from './styles.ts';

/**
 * Each style's display name: a brand name, the same in every language. Apart from the style catalogue
 * (`styles.ts`) so that the pages which only name a poster's style do not load the whole catalogue.
 */
export const STYLE_NAMES: Record<StyleId, string> = {
  alpinecoastal: 'Alpine Coastal',
  impressionist: 'Impressionist',
  minimalmodernist: 'Minimal Modernist',
  neominimal: 'Neo Minimal',
  popart: 'Pop Art',
  psychedelicconcert: 'Psychedelic Concert',
  seasidesimple: 'Seaside Simple',
  swissmidcentury: 'Swiss Mid-Century',
};

/** The style's display name; an unknown id is shown as sent. */
export const styleName = (id: string): string => (Object.hasOwn(STYLE_NAMES, id) ? STYLE_NAMES[id as StyleId] : id);
