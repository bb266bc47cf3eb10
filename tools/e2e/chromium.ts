/**
 * Debian's Chromium, driven without any downloaded browser (decision 0003): the executable path
 * (CHROMIUM_PATH overrides /usr/bin/chromium) and the flags known to work headless here.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
