import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FUNNEL_STEPS, type DashboardFunnel, type FunnelFigure } from '@studydesk/contract';
import { VisuallyHidden } from '../../components/visually-hidden';
import { DIMENSIONS, funnelListUrl } from './funnel-labels';
import { STEP_LABELS } from '../enquiries/enquiry-funnel-filters';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** A figure, its link to the enquiries it counts, and (in words, not colour) its conversion. */
function FigureCell({ figure, row }: { figure: FunnelFigure; row: string }) {
  const step = STEP_LABELS[figure.step];
  return (
    <TableCell align="right">
      <Link
        component={RouterLink}
        to={funnelListUrl(figure.link)}
        aria-label={`${row}, ${step.toLowerCase()}: ${figure.count}`}
        sx={{ fontWeight: 600 }}
      >
        {figure.count}
      </Link>
      {figure.step !== 'enquiries' && (
        <Typography variant="caption" component="div" color="text.secondary">
          {figure.conversion === null ? '—' : percent(figure.conversion)}
          <VisuallyHidden>
            {figure.conversion === null ? ' no conversion' : ' of the step before'}
          </VisuallyHidden>
        </Typography>
      )}
    </TableCell>
  );
}

// The row's name stays in view while the figures scroll beneath it on a narrow screen.
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 112,
  maxWidth: 200,
  wordBreak: 'break-word',
} as const;

type Props = { funnel: DashboardFunnel; caption: string };

/** One row per value of the dimension and a total, each step's figure linked to its list. */
export function FunnelTable({ funnel, caption }: Props) {
  const { noun } = DIMENSIONS[funnel.by];
  return (
    // positioned, so the figures' hidden words scroll (and clip) with the table, not the page
    <Box
      sx={{ overflowX: 'auto', position: 'relative' }}
      tabIndex={0}
      role="group"
      aria-label="Funnel table"
    >
      <Table
        size="small"
        sx={{ '& td, & th': { px: 1, verticalAlign: 'top' }, '& td': { whiteSpace: 'nowrap' } }}
      >
        <caption
          style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '0 8px 4px' }}
        >
          {/* in view while the table scrolls sideways on a phone */}
          <Box
            component="span"
            sx={{
              position: 'sticky',
              left: 8,
              display: 'inline-block',
              maxWidth: 'min(100%, calc(100vw - 96px))',
            }}
          >
            {caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={sticky}>
              {noun}
            </TableCell>
            {FUNNEL_STEPS.map((s) => (
              <TableCell key={s} component="th" scope="col" align="right">
                {STEP_LABELS[s]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {funnel.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={FUNNEL_STEPS.length + 1}>No enquiries in this period</TableCell>
            </TableRow>
          )}
          {funnel.rows.map((r) => (
            <TableRow key={r.key ?? ''}>
              <TableCell component="th" scope="row" sx={sticky}>
                {r.label}
              </TableCell>
              {r.steps.map((f) => (
                <FigureCell key={f.step} figure={f} row={`${noun} ${r.label}`} />
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td, & th': { color: 'text.primary', fontSize: '0.875rem' } }}>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600 }}>
              Total
            </TableCell>
            {funnel.total.steps.map((f) => (
              <FigureCell key={f.step} figure={f} row="Total" />
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
