import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { LeadSourceRow } from '@studydesk/contract';
import { enquiriesLink, type EnquiryQuery } from './dashboard-links';

type Props = {
  caption: string;
  /** the tag's name in the first column's heading and in each figure's link */
  tag: 'utmSource' | 'utmCampaign';
  heading: string;
  rows: readonly LeadSourceRow[];
  range: { from: string; to: string };
};

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function Figure({ value, query, label }: { value: number; query?: EnquiryQuery; label: string }) {
  if (!query) return <>{value}</>;
  return (
    <Link component={RouterLink} to={enquiriesLink(query)} aria-label={label}>
      {value}
    </Link>
  );
}

/** One tag's rows: each count links to the enquiries behind it (untagged ones have no filter). */
export function LeadSourcesTable({ caption, tag, heading, rows, range }: Props) {
  if (rows.length === 0)
    return <Typography color="text.secondary">No enquiries in this period</Typography>;
  return (
    <Table
      size="small"
      aria-label={caption}
      sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell scope="col">{heading}</TableCell>
          <TableCell scope="col" align="right">
            Enquiries
          </TableCell>
          <TableCell scope="col" align="right">
            Converted
          </TableCell>
          <TableCell scope="col" align="right">
            Rate
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => {
          const query = r.key === null ? undefined : { ...range, [tag]: r.key };
          const name = r.key ?? 'Not tagged';
          return (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                {name}
              </TableCell>
              <TableCell align="right">
                <Figure
                  value={r.enquiries}
                  query={query}
                  label={`${r.enquiries} enquiries from ${name}`}
                />
              </TableCell>
              <TableCell align="right">
                <Figure
                  value={r.converted}
                  query={query && { ...query, status: 'converted' }}
                  label={`${r.converted} converted from ${name}`}
                />
              </TableCell>
              <TableCell align="right">{percent(r.rate)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
