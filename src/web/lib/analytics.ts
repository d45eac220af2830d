import { onConsentChange, readConsent } from './analytics-consent.ts';
import type { ConsentChoice } from './analytics-consent.ts';

/**
 * Google Analytics 4 through gtag.js, only when the server sends a measurement ID and only after the visitor
 * accepted (decision 019): before the choice nothing of Google loads (no script, cookie or request) and the
 * page's events wait in a queue; accepting loads gtag.js and sends them, refusing drops them. Refusing later
 * stops sending and removes GA's cookies. Events carry a category, an action and an optional label
 * (docs/product/accounts.md#analytics-and-consent).
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    [disableFlag: `ga-disable-${string}`]: boolean | undefined;
  }
}

/** Events kept while the visitor has not chosen; more than this and the oldest are dropped. */
const QUEUE_LIMIT = 50;

let measurementId: string | null = null;
let gtag: Gtag | null = null;
let queue: unknown[][] = [];

export function initAnalytics(id: string | null): void {
  if (!id || measurementId || typeof window === 'undefined') return;
  measurementId = id;
  applyChoice(readConsent());
  onConsentChange(applyChoice);
}

/** Whether the shop measures at all (the banner and the footer's link exist only then). */
export const analyticsConfigured = () => measurementId !== null;

function applyChoice(choice: ConsentChoice | null): void {
  if (!measurementId || choice === null) return;
  if (choice === 'granted') {
    window[`ga-disable-${measurementId}`] = false;
    loadGtag(measurementId);
    for (const args of queue) gtag?.(...args);
  } else {
    window[`ga-disable-${measurementId}`] = true;
    gtag = null;
    removeGaCookies();
  }
  queue = [];
}

function loadGtag(id: string): void {
  if (gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments object itself, so it must be pushed as is.
  window.gtag = function gtagShim() {
    // eslint-disable-next-line prefer-rest-params -- see above: a rest array is not what gtag.js reads
    window.dataLayer!.push(arguments);
  };
  gtag = window.gtag;
  if (document.querySelector('script[data-gtag]')) return;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.dataset.gtag = '';
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** GA's first-party cookies (_ga, _ga_<id>, _gid, _gat…), on this host and each parent domain it may have used. */
function removeGaCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => /^(_ga|_gid|_gat)/.test(name));
  const labels = window.location.hostname.split('.');
  const domains = [''].concat(labels.slice(0, -1).map((_, index) => `; domain=.${labels.slice(index).join('.')}`));
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

function send(...args: unknown[]): void {
  if (!measurementId) return;
  if (gtag) gtag(...args);
  else if (readConsent() === null) {
    queue.push(args);
    if (queue.length > QUEUE_LIMIT) queue.shift();
  }
}

/** A guest's order key (`?key=…`, decision 014) opens that order: it never goes to the analytics. */
export function withoutOrderKey(address: string): string {
  const url = new URL(address, 'http://x');
  if (!url.searchParams.has('key')) return address;
  url.searchParams.delete('key');
  const kept = `${url.pathname}${url.search}${url.hash}`;
  return /^https?:/.test(address) ? `${url.origin}${kept}` : kept;
}

export function trackPageView(path: string): void {
  const location = withoutOrderKey(window.location.href);
  // the later events of this page report this address too, not the one in the address bar
  send('set', { page_location: location });
  send('event', 'page_view', {
    page_path: withoutOrderKey(path),
    page_location: location,
    page_title: document.title,
  });
}

export function trackEvent(category: string, action: string, label?: string): void {
  send('event', action, { event_category: category, event_label: label });
}

/** One line of a purchase; `variant` is a print's format key ('A2-black-0'). */
export type PurchaseItem = { name: string; price: number; quantity: number; category?: string; variant?: string };

export function trackPurchase(purchase: {
  transactionId: string;
  value: number;
  items: PurchaseItem[];
  shipping?: number;
}): void {
  send('event', 'purchase', {
    transaction_id: purchase.transactionId,
    value: purchase.value,
    currency: 'CHF',
    shipping: purchase.shipping ?? 0,
    items: purchase.items.map((item) => ({
      item_name: item.name,
      price: item.price,
      quantity: item.quantity,
      item_category: item.category ?? 'Poster',
      ...(item.variant ? { item_variant: item.variant } : {}),
    })),
  });
}
