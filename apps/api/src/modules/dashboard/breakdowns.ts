import type { CountDim, EnquiryCounts } from '../enquiries/enquiry-counts';

const TOP_COUNTRIES = 10;
const NOT_GIVEN = 'Not given';

/**
 * Live enquiries per value of a kept dimension (migration 015), most first; '' is "not given"
 * (NULL and a blank answer alike), and sorts after named ties.
 */
async function countsBy(counts: EnquiryCounts, dim: CountDim) {
  const kept = await counts.byKey(dim);
  const order = (k: string | null) => k ?? '\uffff';
  return [...kept]
    .map(([key, count]) => ({ key: key === '' ? null : key, count }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || (order(a.key) < order(b.key) ? -1 : 1));
}

export async function byCategory(counts: EnquiryCounts) {
  const rows = await countsBy(counts, 'category');
  return rows.map((r) => ({ category: r.key ?? NOT_GIVEN, count: r.count }));
}

/**
 * The ten countries asked about most, how many enquiries name any other, and how many name
 * none (shown apart: "not given" is no country); answers are free text, so no bucket borrows a
 * name a real answer could have.
 */
export async function byCountry(counts: EnquiryCounts) {
  const rows = await countsBy(counts, 'country');
  const named = rows.flatMap((r) => (r.key === null ? [] : [{ country: r.key, count: r.count }]));
  const rest = named.slice(TOP_COUNTRIES).reduce((sum, r) => sum + r.count, 0);
  const notGiven = rows.find((r) => r.key === null)?.count ?? 0;
  return { byCountry: named.slice(0, TOP_COUNTRIES), otherCountries: rest, notGiven };
}
