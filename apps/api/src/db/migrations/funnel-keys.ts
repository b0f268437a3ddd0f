/*
 * The funnel's kept counts (migration 031): dim 'funnel' of `enquiry_counts`, one key per live
 * enquiry and funnel dimension:
 *   <dimension>|<UTC day of createdAt>|<owner, '' none>|<contacted 0/1>|<phases reached 0–5>|<value>
 * The dimension and the day lead, so a dimension's month is one range of keys; the value comes
 * last, so it may hold any character. A new dimension is one more entry below (its keys are
 * built by a recount), and the reader needs no change beyond the contract's list.
 */
export const FUNNEL_DIM = 'funnel';

/** Each dimension's value on an enquiries row `r` (the source: UTM source, else channel). */
const VALUES: Record<string, (r: string) => string> = {
  source: (r) => `coalesce(${r}."utmSource", ${r}."source")`,
  campaign: (r) => `${r}."utmCampaign"`,
  counsellor: (r) => `${r}."assignedTo"`,
  country: (r) => `${r}."country"`,
  intake: (r) => `${r}."preferredIntake"`,
};

/** The columns a key is made from: an update of any of them moves the counts. */
export const FUNNEL_COLUMNS = `"utmSource", "source", "utmCampaign", "assignedTo", "country",
  "preferredIntake", "firstContactAt", "reached", "deletedAt", "createdAt"`;

/** (dim, key) per dimension for the row alias `r` (`old`/`new` in triggers). */
export const FUNNEL_KEYS = (r: string) =>
  Object.entries(VALUES).map(([dimension, value]) => [
    FUNNEL_DIM,
    `'${dimension}|' || substr(${r}."createdAt", 1, 10) || '|' || coalesce(${r}."assignedTo", '')
      || '|' || case when ${r}."firstContactAt" is null then '0' else '1' end
      || '|' || cast(${r}."reached" as varchar(1)) || '|' || coalesce(${value(r)}, '')`,
  ]);
