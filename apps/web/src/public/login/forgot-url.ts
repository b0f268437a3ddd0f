/** "Forgot password?" is /login with `?forgot`: Back leaves it, a link can open it. */
export const FORGOT_URL = '/login?forgot';

export const isForgot = (search: string) => new URLSearchParams(search).has('forgot');
