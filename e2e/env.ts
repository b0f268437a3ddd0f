export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };
/** Chromium headless (Debian's, CHROMIUM_PATH's or the npm one: scripts/chromium.ts), with
 * nothing running in the background. The npm build (a headless shell made for AWS Lambda) needs
 * none of the package's own flags here: its --single-process and --no-zygote work around Lambda's
 * sandbox, and --disable-web-security with --allow-running-insecure-content would loosen what
 * the tests must see as users do. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
