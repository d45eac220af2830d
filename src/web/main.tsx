/**
 * The browser's entry: the stylesheet, then the app (start.tsx). A page the server drew shows its first pictures
 * before the app's code is asked for, so on a slow network the poster a visitor came for does not share the line with
 * 150 KB of script (decision 045); a page drawn here asks for it at once. The page names the modules it needs, the
 * app's and its own (`<meta name="page-modules">`), and they are fetched together, a few to a task, while a worker
 * loads `Intl`'s data for the app's first render (decision 047).
 */
import './styles.css';

/** The longest the app waits for the first screen's pictures: past it, a slow picture does not hold the page inert. */
const PICTURES_WAIT_MS = 2_500;

/** The module preloads asked for in one task: each costs the main thread a few milliseconds on a phone. */
const PRELOADS_A_TASK = 3;

if (document.getElementById('server-state')) await firstPicturesShown();
warmUpIntl();
const files = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content.split(' ') ?? [];
for (const [index, file] of files.filter(Boolean).entries()) {
  if (index > 0 && index % PRELOADS_A_TASK === 0) await delay(0);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}
// React evaluated in a task of its own, the app in the next: two shorter tasks keep the page answering taps
await import('react-dom/client');
await delay(0);
await import('./start.tsx');

/** The pictures the server drew to load at once (not lazily) are in, or failed, and painted; or the wait is over. */
async function firstPicturesShown(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('#root img:not([loading="lazy"])')].filter(
    (image) => !image.complete,
  );
  const loaded = Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  await Promise.race([loaded, delay(PICTURES_WAIT_MS)]);
  // the frame that paints them (a tab in the background draws no frame: the short delay stands in)
  await Promise.race([new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))), delay(100)]);
}

/** `Intl`'s data for the page's language loaded by a worker while the app's files load (lib/i18n/intl-warm-up.ts). */
function warmUpIntl() {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./lib/i18n/intl-warm-up.ts', import.meta.url), { type: 'module' });
  worker.postMessage(document.documentElement.lang);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
