import { Link as RouterLink } from 'react-router';
import { CalendarOutlined } from '../../lib/icons/calendar-outlined';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import { ScheduleOutlined } from '../../lib/icons/schedule-outlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { DUE_LIMIT, type Due } from '@studydesk/contract';
import { BLUE } from '../../lib/theme/palette';
import { formatDate, formatDateTime } from '../../lib/dates';
import { focusUrl } from '../enquiries/focus';
import { contactFocusUrl } from '../contacts/contact-focus';
import { formatMoney } from '../invoices/invoice-money';
import { deadlineText, deadlineUrl, dueWhen } from './due-deadlines';

type Row = { key: string; to: string; icon: ReactNode; primary: string; secondary: string };

type Kinds = 'followUps' | 'deadlines' | 'invoices' | 'callBacks';

function rowsOf(due: Due, today: string): Record<Kinds, Row[]> {
  return {
    followUps: due.followUps.map((f) => ({
      key: f._id,
      to: focusUrl(f.enquiry),
      icon: <ScheduleOutlined />,
      primary: `Follow up ${f.name}`,
      secondary: `${f.nextContactDate < today ? 'Overdue since' : 'Due'} ${formatDate(f.nextContactDate)} · ${f.details}`,
    })),
    deadlines: (due.deadlines ?? []).map((d) => ({
      key: d._id,
      to: deadlineUrl(d),
      icon: <CalendarOutlined />,
      ...deadlineText(d, today),
    })),
    invoices: (due.invoices ?? []).map((i) => ({
      key: i._id,
      to: `/enquiries/${encodeURIComponent(i.enquiry)}`,
      // the deadlines' icon: a date passed (another icon would weigh on the bell's first load)
      icon: <CalendarOutlined />,
      primary: `Invoice ${i.number}: ${i.name} (${i.enqNo})`,
      secondary: `${dueWhen(i.due, today)} · ${formatMoney(i.overdue)} overdue`,
    })),
    callBacks: due.callBacks.map((c) => ({
      key: c._id,
      to: contactFocusUrl(c._id),
      icon: <PhoneOutlined />,
      primary: `Call request from ${c.name}`,
      secondary: `Due ${formatDateTime(c.nextTryAt)}${c.mobile ? ` · ${c.mobile}` : ''}`,
    })),
  };
}

type SectionProps = { title: string; rows: Row[]; all: string; onNavigate: () => void };

/** The server sends at most DUE_LIMIT of a kind: a full section may hold more, so it links on. */
function ViewAll({ title, rows, all, onNavigate }: SectionProps) {
  if (rows.length < DUE_LIMIT) return null;
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={all} onClick={onNavigate} sx={{ px: 2 }}>
        <ListItemText
          primary={`View all ${title.toLowerCase()}`}
          slotProps={{ primary: { color: 'primary', fontWeight: 500 } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function Section(props: SectionProps) {
  const { title, rows, onNavigate } = props;
  if (rows.length === 0) return null;
  return (
    <li>
      <List disablePadding aria-label={title} subheader={<ListSubheader>{title}</ListSubheader>}>
        {rows.map((r) => (
          <ListItem key={r.key} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={r.to}
              onClick={onNavigate}
              sx={{ px: 2, gap: 1 }}
            >
              <ListItemAvatar sx={{ minWidth: 44 }} aria-hidden>
                <Avatar sx={{ color: 'primary.main', bgcolor: BLUE[50] }}>{r.icon}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={r.primary} secondary={r.secondary} />
            </ListItemButton>
          </ListItem>
        ))}
        <ViewAll {...props} />
      </List>
    </li>
  );
}

/**
 * The Due tab's body: follow-ups, application deadlines, overdue invoices, call requests, each
 * opening its record.
 */
export function DueList({
  due,
  today,
  onNavigate,
}: {
  due: Due;
  today: string;
  onNavigate: () => void;
}) {
  const { followUps, deadlines, invoices, callBacks } = rowsOf(due, today);
  if (followUps.length + deadlines.length + invoices.length + callBacks.length === 0)
    return (
      <List disablePadding aria-label="Due">
        <ListItem sx={{ px: 2, py: 1.5 }}>
          <ListItemText primary="Nothing due" sx={{ color: 'text.secondary' }} />
        </ListItem>
      </List>
    );
  return (
    <List disablePadding aria-label="Due">
      <Section title="Follow-ups" rows={followUps} all="/follow-up" onNavigate={onNavigate} />
      <Section
        title="Application deadlines"
        rows={deadlines}
        all="/applications"
        onNavigate={onNavigate}
      />
      <Section title="Overdue invoices" rows={invoices} all="/enquiries" onNavigate={onNavigate} />
      <Section
        title="Call requests"
        rows={callBacks}
        all="/contact?owner=mine"
        onNavigate={onNavigate}
      />
    </List>
  );
}
