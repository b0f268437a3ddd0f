/**
 * The public screens of spec §2. Each is a document of its own: public.html prerendered with
 * that screen (vite/prerender.ts), hydrated by main.tsx, which loads only that screen's code
 * from src/public/<folder>/<folder>-page.tsx. Plain data: the build and the budget check read it.
 */
export const PUBLIC_PAGES = {
  '/login': { folder: 'login', title: 'Login' },
  '/register': { folder: 'register', title: 'Register' },
  '/EnquiryForm': { folder: 'enquiry', title: 'Enquire', agency: true },
  '/thank-you': { folder: 'thank-you', title: 'Thank you', agency: true },
  // from the "Forgot password?" mail: /reset-password?token=…
  '/reset-password': { folder: 'reset-password', title: 'Reset password' },
  // the student's private page: /s/<token>
  '/s': { folder: 'student', title: 'Your documents', agency: true },
  // booking a session: /book, /book/<counsellor> for one counsellor's times, and a booked
  // session's private link /book/session/<token> (one document: they share their code)
  '/book': { folder: 'book', title: 'Book a session', agency: true },
} as const;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];

export const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(PUBLIC_PAGES, path);

/** Screens whose address goes on after theirs: the student's page /s/<token>, the booking
 * page /book/<counsellor> and /book/session/<token>. */
const PREFIXED: readonly PublicPath[] = ['/s', '/book'];

/** The public screen an address shows (`/s/abc` → `/s`), or null for any other address. */
export const screenOf = (path: string): PublicPath | null =>
  isPublicPath(path) ? path : (PREFIXED.find((p) => path.startsWith(`${p}/`)) ?? null);

/** The booking page's addresses (the API's BOOK_PAGE_PATH and BOOK_SESSION_PATH). */
export const BOOK_PATH = '/book';
export const SESSION_PATH = '/book/session';

/** The page's module as Vite's manifest names it. */
export function pageModule(path: PublicPath): string {
  const { folder } = PUBLIC_PAGES[path];
  return `src/public/${folder}/${folder}-page.tsx`;
}

/** Screens no search engine may keep or follow: private to their link. */
const PRIVATE: readonly PublicPath[] = ['/s'];

/** The page's robots tag for its <head>, or nothing for a page anyone may find. */
export const robotsMeta = (path: PublicPath) =>
  PRIVATE.includes(path) ? '<meta name="robots" content="noindex,nofollow">' : '';

/** The product's name, on the staff screens (sign in, register). */
export const PRODUCT = 'StudyDesk';

/**
 * Whose page it is as prerendered: the product's on the staff screens; on the agency's pages
 * (`agency`) no one's until the page has read the agency's name.
 */
export const prerenderedBrand = (path: PublicPath) =>
  'agency' in PUBLIC_PAGES[path] ? '' : PRODUCT;

/** "Thank you · Globe Study": the page's title and whose page it is ('': the title alone). */
export const pageTitle = (path: PublicPath, brand: string) =>
  brand ? `${PUBLIC_PAGES[path].title} · ${brand}` : PUBLIC_PAGES[path].title;

/** The public form's address: the visitors' home (the logo of their pages leads there). */
export const PUBLIC_HOME: PublicPath = '/EnquiryForm';
