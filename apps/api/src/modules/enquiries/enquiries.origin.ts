import { hasControls, type LeadOrigin } from '@studydesk/contract';

const TAGS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' };
const MAX_TAG = 100;

/** A tag read from an address: kept only if it is plain text (as the form's own fields must be). */
const plainTag = (v: string | null | undefined) => {
  const t = v?.trim().slice(0, MAX_TAG);
  return t && !hasControls(t) && !/[<>]/.test(t) ? t : null;
};

/**
 * The columns recording where an enquiry came from: the page and referrer as sent, and each UTM
 * tag as sent or, when not sent, from the page address's query string (`?utm_campaign=…`).
 */
export function leadOrigin(input: Partial<LeadOrigin>) {
  const page = input.pageUrl ? URL.parse(input.pageUrl) : null;
  const tag = (field: keyof typeof TAGS) =>
    input[field] || plainTag(page?.searchParams.get(TAGS[field]));
  return {
    pageUrl: input.pageUrl || null,
    referrer: input.referrer || null,
    utmSource: tag('utmSource'),
    utmMedium: tag('utmMedium'),
    utmCampaign: tag('utmCampaign'),
  };
}
