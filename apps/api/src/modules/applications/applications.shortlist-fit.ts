/* How well a catalogue course fits what a student asked for, and why: the suggestions' ranking. */
const STOP = new Set(['of', 'in', 'and', 'the', 'for', 'with', 'to', 'at', 'on']);
const words = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w));
const fits = (want: string, have: string) =>
  want === have ||
  (Math.min(want.length, have.length) >= 3 && (have.startsWith(want) || want.startsWith(have)));

export type Wanted = { course: string | null; category: string };
export type Course = { id: string; title: string; level: string | null; tags: string };

/** The share (0–1) of the asked words a course's title and its tags have; the title exactly. */
function shares(want: Wanted, c: Course) {
  const asked = words(want.course);
  if (asked.length === 0) return { exact: false, title: 0, tags: 0 };
  const title = words(c.title);
  const tags = (JSON.parse(c.tags) as string[]).flatMap(words);
  const share = (have: string[]) =>
    asked.filter((w) => have.some((h) => fits(w, h))).length / asked.length;
  return { exact: asked.join(' ') === title.join(' '), title: share(title), tags: share(tags) };
}

/**
 * How well a course fits what the student asked for: its title named exactly (100), else the
 * share of the asked words its title has (up to 60) or its tags have (up to 30); plus 25 when
 * its level is the student's category.
 */
export function score(want: Wanted, c: Course): number {
  const sh = shares(want, c);
  let s = sh.exact ? 100 : Math.max(60 * sh.title, 30 * sh.tags);
  if (c.level !== null && c.level === want.category) s += 25;
  return Math.round(s);
}

const DAY = 86_400_000;
const inDays = (n: number) => (n === 0 ? 'today' : n === 1 ? 'in 1 day' : `in ${n} days`);
/** Why a course is suggested, from what fits: "Matches 'data science' · Postgraduate · Canada · deadline in 20 days". */
export function reasonOf(
  want: Wanted & { country: string | null },
  c: Course,
  at: { countryName: string | null; deadlineDate: string; today: string },
): string {
  const sh = shares(want, c);
  const asked = (want.course ?? '').trim().toLowerCase();
  const days = Math.round((Date.parse(at.deadlineDate) - Date.parse(at.today)) / DAY);
  return [
    (sh.exact || sh.title > 0 || sh.tags > 0) && `Matches '${asked}'`,
    c.level !== null && c.level === want.category && c.level,
    want.country?.trim() && at.countryName,
    `deadline ${inDays(days)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
