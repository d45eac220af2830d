import { defaultBrandName } from '../../shared/brand.ts';

/** The public settings the server writes into `<meta name="app-settings">` of index.html. */
export type AppSettings = {
  brandName: string;
  gaMeasurementId: string | null;
  stripePublishableKey: string | null;
  paymentProvider: 'stripe' | 'sandbox';
  freeCredits: number;
  /** Which engine draws posters: the local renderer answers in seconds, OpenAI in a minute or two. */
  posterEngine: 'local' | 'openai';
};

const defaults: AppSettings = {
  brandName: defaultBrandName,
  gaMeasurementId: null,
  stripePublishableKey: null,
  paymentProvider: 'sandbox',
  freeCredits: 0,
  posterEngine: 'local',
};

let cached: AppSettings | undefined;

/** The server's render has no page to read the tag from: it hands the same settings over once, at its start. */
export function primeSettings(settings: AppSettings): void {
  cached = settings;
}

/** Reads the meta tag once; a missing or malformed tag gives the defaults. */
export function getSettings(): AppSettings {
  cached ??= parseSettings(readMetaContent());
  return cached;
}

function readMetaContent(): string {
  if (typeof document === 'undefined') return '{}';
  return document.querySelector('meta[name="app-settings"]')?.getAttribute('content') ?? '{}';
}

export function parseSettings(content: string): AppSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A broken tag must not stop the shop: fall back to the defaults.
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    brandName: text(raw.brandName) ?? defaults.brandName,
    gaMeasurementId: text(raw.gaMeasurementId),
    stripePublishableKey: text(raw.stripePublishableKey),
    paymentProvider: raw.paymentProvider === 'stripe' ? 'stripe' : 'sandbox',
    freeCredits:
      typeof raw.freeCredits === 'number' && Number.isFinite(raw.freeCredits) ? raw.freeCredits : defaults.freeCredits,
    posterEngine: raw.posterEngine === 'openai' ? 'openai' : 'local',
  };
}
