/*
 * The funnel's kept counts (migration 031): dim 'funnel' of `enquiry_counts`, two keys per live
 * enquiry and funnel dimension, one for everyone's funnel and one for its owner's:
 *   <dimension>|<'*', or the owner ('' none)>|<UTC day of createdAt>|<contacted 0/1>|<phases reached 0–5>|<value>
 * Dimension, scope and day lead, so one scope's month is one range of keys, and the admin's
 * month does not read every owner's keys; the value comes last, so it may hold any character.
 * A new dimension is one more entry below (its keys are built by a recount), and the reader
 * needs no change beyond the contract's list.
 */
export const FUNNEL_DIM = 'funnel';
/** The scope of everyone's keys: no user id is '*'. */
export const EVERYONE = '*';

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
  Object.entries(VALUES).flatMap(([dimension, value]) =>
    [`'${EVERYONE}'`, `coalesce(${r}."assignedTo", '')`].map((scope) => [
      FUNNEL_DIM,
      `'${dimension}|' || ${scope} || '|' || substr(${r}."createdAt", 1, 10)
        || '|' || case when ${r}."firstContactAt" is null then '0' else '1' end
        || '|' || cast(${r}."reached" as varchar(1)) || '|' || coalesce(${value(r)}, '')`,
    ]),
  );
