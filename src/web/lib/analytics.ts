/**
 * Google Analytics 4 through gtag.js, loaded only when the server sends a measurement ID; without one
 * every function here does nothing. Events follow spec 000 §9 (category, action, optional label).
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let gtag: Gtag | null = null;

export function initAnalytics(measurementId: string | null): void {
  if (!measurementId || gtag || typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments object itself, so it must be pushed as is.
  window.gtag = function gtagShim() {
    window.dataLayer!.push(arguments);
  };
  gtag = window.gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function trackPageView(path: string): void {
  gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

export function trackEvent(category: string, action: string, label?: string): void {
  gtag?.('event', action, { event_category: category, event_label: label });
}

export type PurchaseItem = { name: string; price: number; quantity: number; category?: string };

export function trackPurchase(purchase: { transactionId: string; value: number; items: PurchaseItem[]; shipping?: number }): void {
  gtag?.('event', 'purchase', {
    transaction_id: purchase.transactionId,
    value: purchase.value,
    currency: 'CHF',
    shipping: purchase.shipping ?? 0,
    items: purchase.items.map((item) => ({
      item_name: item.name,
      price: item.price,
      quantity: item.quantity,
      item_category: item.category ?? 'Poster',
    })),
  });
}
