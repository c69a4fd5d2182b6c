/**
 * Debian's Chromium and the flags it needs on this closed network (no downloaded browser, no
 * background connections). Shared by the browser tests and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
