export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };
