/** The shop's name when `BRAND_NAME` is not set, and the address the footer and the legal texts give for contact. */
export const defaultBrandName = 'Affiche';

export const contactEmail = 'hello@affiche.ch';
