/**
 * Where the visitor is: the host page, the page before it, and the page's campaign tags. Both
 * the embed script and the app's own /EnquiryForm send it, so campaign reports see both alike.
 */
const TAGS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' };
export const ORIGIN_KEYS = ['pageUrl', 'referrer', ...Object.keys(TAGS)];

const webAddress = (v: string) => (/^https?:\/\//i.test(v) && v.length <= 2000 ? v : undefined);

export function leadOrigin(): Record<string, string | undefined> {
  const query = new URLSearchParams(location.search);
  const origin: Record<string, string | undefined> = {
    pageUrl: webAddress(location.href),
    referrer: webAddress(document.referrer),
  };
  for (const [key, param] of Object.entries(TAGS)) {
    const v = query.get(param)?.trim();
    origin[key] = v && v.length <= 100 ? v : undefined;
  }
  return origin;
}

/**
 * Whether a refusal names only the origin's fields. The enquiry is then sent again without
 * them: a mistyped campaign tag in a link must never cost the agency the lead.
 */
export function onlyOriginRefused(fieldErrors: Record<string, string> | undefined) {
  const keys = Object.keys(fieldErrors ?? {});
  return keys.length > 0 && keys.every((k) => ORIGIN_KEYS.includes(k));
}
