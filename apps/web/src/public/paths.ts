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
} as const;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];

export const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(PUBLIC_PAGES, path);

/** Screens whose address goes on after theirs: the student's page, /s/<token>. */
const PREFIXED: readonly PublicPath[] = ['/s'];

/** The public screen an address shows (`/s/abc` → `/s`), or null for any other address. */
export const screenOf = (path: string): PublicPath | null =>
  isPublicPath(path) ? path : (PREFIXED.find((p) => path.startsWith(`${p}/`)) ?? null);

/** The page's module as Vite's manifest names it. */
export function pageModule(path: PublicPath): string {
  const { folder } = PUBLIC_PAGES[path];
  return `src/public/${folder}/${folder}-page.tsx`;
}

/** Screens no search engine may keep or follow: the student's page is private to its link. */
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
