import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { LEAD_ORIGIN_FIELDS, type Enquiry } from '@studydesk/contract';
import { DetailList, type DetailItem } from '../../components/detail-list';
import { SectionCard } from '../../components/section-card';

const external = (href: string) =>
  /^https?:\/\//i.test(href) ? (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {href}
    </Link>
  ) : (
    href
  );

const filtered = (name: 'utmSource' | 'utmCampaign', value: string) => (
  <Link
    component={RouterLink}
    to={`/enquiries?${new URLSearchParams({ [name]: value }).toString()}`}
  >
    {value}
  </Link>
);

/** Where an enquiry came from (web-to-lead): only what was recorded, and nothing if none was. */
export function EnquiryOrigin({ enquiry: e }: { enquiry: Enquiry }) {
  if (!LEAD_ORIGIN_FIELDS.some((f) => e[f])) return null;
  const items = (
    [
      e.utmSource && { label: 'Campaign source', value: filtered('utmSource', e.utmSource) },
      e.utmMedium && { label: 'Campaign medium', value: e.utmMedium },
      e.utmCampaign && { label: 'Campaign', value: filtered('utmCampaign', e.utmCampaign) },
      e.pageUrl && { label: 'Page', value: external(e.pageUrl), wide: true },
      e.referrer && { label: 'Referrer', value: external(e.referrer), wide: true },
    ] as (DetailItem | null | undefined | '')[]
  ).filter((x): x is DetailItem => Boolean(x));
  return (
    <SectionCard title="Where it came from">
      <DetailList items={items} />
    </SectionCard>
  );
}
