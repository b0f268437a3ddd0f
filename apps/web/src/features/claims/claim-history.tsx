import Typography from '@mui/material/Typography';
import type { Claim } from '@studydesk/contract';
import { Timeline, TimelineItem } from '../../components/timeline';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';

type Event = { at: string; what: string };

/** What happened to a claim, oldest first, from what it records of itself. */
export function claimEvents(c: Claim): Event[] {
  const lineOf = (id: string) => c.lines.find((l) => l._id === id);
  const events: Event[] = [
    { at: c.createdAt, what: `Claim ${c.number} made for ${formatMoney(c.total)}` },
    ...(c.sentAt ? [{ at: c.sentAt, what: `Sent to ${c.collegeName ?? 'the college'}` }] : []),
    ...c.payments.map((p) => ({
      at: p.createdAt,
      what: `Payment of ${formatMoney(p.amount)} received ${formatDate(p.receivedAt)}`,
    })),
    ...c.creditNotes.map((n) => ({
      at: n.createdAt,
      what: `${n.number}: ${formatMoney(n.amount)} credited for ${lineOf(n.line)?.student ?? 'a line'} (${n.reason})`,
    })),
    ...(c.moves ?? []).map((m) => {
      const l = lineOf(m.line);
      const who = l ? `${l.student}, instalment ${l.instalment},` : 'A line';
      return { at: m.createdAt, what: `${who} moved from ${m.from ?? 'no intake'} to ${m.to}` };
    }),
  ];
  if (c.status === 'written-off')
    events.push({ at: c.updatedAt, what: `Written off: ${c.writtenOffReason ?? ''}` });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export function ClaimHistory({ claim }: { claim: Claim }) {
  return (
    <Timeline label={`History of claim ${claim.number}`}>
      {claimEvents(claim).map((e, i) => (
        <TimelineItem key={i}>
          <Typography variant="body2">{e.what}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(e.at)}
          </Typography>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
