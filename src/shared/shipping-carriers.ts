/**
 * The carriers an order can ship with (docs/product/after-the-sale.md#shipping-and-tracking), their tracking number
 * formats and public tracking pages.
 * Swiss Post first: the shop prints and ships from Switzerland.
 */
export const CARRIERS = [
  {
    id: 'swiss-post',
    name: 'Swiss Post',
    // Domestic parcels: 18 digits (often written 99.00.123456.12345678); international: the UPU S10 form RR123456789CH.
    pattern: /^(\d{18}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    trackingUrl: (number: string) => `https://service.post.ch/ekp-web/ui/entry/search/${number}`,
  },
  {
    id: 'dhl',
    name: 'DHL',
    pattern: /^[A-Z0-9]{10,39}$/,
    trackingUrl: (n: string) => `https://www.dhl.com/ch-en/home/tracking.html?tracking-id=${n}`,
  },
  {
    id: 'dpd',
    name: 'DPD',
    pattern: /^[A-Z0-9]{14,28}$/,
    trackingUrl: (n: string) => `https://tracking.dpd.de/status/en_US/parcel/${n}`,
  },
  {
    id: 'ups',
    name: 'UPS',
    pattern: /^(1Z[A-Z0-9]{16}|[A-Z0-9]{9,26})$/,
    trackingUrl: (n: string) => `https://www.ups.com/track?tracknum=${n}`,
  },
  {
    id: 'fedex',
    name: 'FedEx',
    pattern: /^\d{12,22}$/,
    trackingUrl: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  {
    id: 'planzer',
    name: 'Planzer',
    pattern: /^[A-Z0-9]{8,30}$/,
    trackingUrl: (n: string) => `https://www.planzer.ch/en/tracking?number=${n}`,
  },
] as const;

export type CarrierId = (typeof CARRIERS)[number]['id'];
export const CARRIER_IDS = CARRIERS.map((carrier) => carrier.id) as [CarrierId, ...CarrierId[]];
export const DEFAULT_CARRIER: CarrierId = 'swiss-post';

export const carrierOf = (id: string | null | undefined) => CARRIERS.find((carrier) => carrier.id === id) ?? null;

/** The number as carriers print it, without the spaces, dots and dashes people copy along. */
export const normaliseTrackingNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export const isValidTrackingNumber = (carrier: CarrierId, value: string) =>
  carrierOf(carrier)!.pattern.test(normaliseTrackingNumber(value));

/** The carrier's public tracking page for a number, or null when either is unknown. */
export function trackingUrlOf(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const found = carrierOf(carrier);
  if (!found || !trackingNumber) return null;
  return found.trackingUrl(encodeURIComponent(normaliseTrackingNumber(trackingNumber)));
}
