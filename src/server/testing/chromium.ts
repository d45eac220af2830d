/**
 * The browser of the end-to-end journeys and of the bench: the system Chromium, headless, with nothing of its own
 * running in the background (no updates, sync or network of its own that would disturb a measure or a journey).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
