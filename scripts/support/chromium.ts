/** The machine's Chromium (never a downloaded browser), for the browser journeys and the bench's audits. */
export const chromiumPath = process.env.PETNEST_CHROMIUM ?? '/usr/bin/chromium';

/** A quiet browser for measuring and testing: no sandbox (root in CI), no GPU, no background traffic or first-run work. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
