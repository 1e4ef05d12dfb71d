/**
 * Debian's Chromium, as the tests and the benchmark drive it: CHROMIUM_PATH (default
 * /usr/bin/chromium) and one set of flags for a quiet headless browser on a shared machine.
 * Playwright adds its own headless flag.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
