import type { Config } from '../../config.ts';
import type { PrintLab } from './print-lab.ts';
import { createProdigiLab, PRODIGI_LIVE_URL, PRODIGI_SANDBOX_URL } from './prodigi-lab.ts';

/** The lab FULFILMENT names, or null for the manual way (decision 038). */
export function createPrintLab(config: Config): PrintLab | null {
  if (config.FULFILMENT !== 'prodigi') return null;
  return createProdigiLab({ apiKey: config.PRODIGI_API_KEY!, apiUrl: prodigiUrlOf(config) });
}

/** PRODIGI_API_URL, else Prodigi's live API in production and its sandbox everywhere else. */
export const prodigiUrlOf = (config: Pick<Config, 'PRODIGI_API_URL' | 'isProduction'>) =>
  config.PRODIGI_API_URL ?? (config.isProduction ? PRODIGI_LIVE_URL : PRODIGI_SANDBOX_URL);
