import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Enquiry } from '@studydesk/contract';
import { LEAD_ORIGIN_FIELDS } from '@studydesk/contract/plain';
import { DetailList, type DetailItem } from '../../components/detail-list';

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

/**
 * Where an enquiry came from (web-to-lead): only what was recorded, and nothing if none was.
 * A compact card of the details column, not a section of its own above the timeline.
 */
export function EnquiryOrigin({ enquiry: e }: { enquiry: Enquiry }) {
  const id = useId();
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
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography id={id} variant="h5" component="h2" sx={{ mb: 1.5 }}>
          Where it came from
        </Typography>
        <DetailList items={items} />
      </CardContent>
    </Card>
  );
}
