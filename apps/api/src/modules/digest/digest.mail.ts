import { DEADLINE_LABELS, DUE_LIMIT, UNSUBSCRIBE_PATH } from '@studydesk/contract';
import { textToHtml } from '../mail/merge';
import type { NewMail } from '../mail/outbox';
import { AUTOMATIC } from '../auto-mail/acknowledgement';
import { appLink } from '../auto-mail/links';
import { LISTED, type DigestWork } from './digest.work';

/** dd-mm-yyyy, as everywhere in StudyDesk. */
const date = (day: string) => day.slice(0, 10).split('-').reverse().join('-');
/** A time of day in the agency's zone (call-backs). */
const time = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
  }).format(new Date(iso));
const record = (id: string) => appLink(`/enquiries/${id}`);

/** A titled list: its first LISTED lines, then how many more (none when the list is empty). */
function section<T>(title: string, items: T[], line: (item: T) => string): string[] {
  if (items.length === 0) return [];
  const more = items.length - LISTED;
  return [
    `${title} (${items.length})`,
    ...items.slice(0, LISTED).map((i) => `- ${line(i)}`),
    // A list the Due tab's limit cut short has more than it says.
    ...(more > 0 ? [`- and ${more}${items.length >= DUE_LIMIT ? ' or more' : ''} more`] : []),
    '',
  ];
}

export type DigestFor = {
  user: { id: string; email: string; fname: string };
  work: DigestWork;
  day: string;
  zone: string;
  targetMinutes: number;
  agency: string;
  /** The unsubscribe token of this mail. */
  token: string;
};

/** The morning digest as a mail, with its List-Unsubscribe link (RFC 8058). */
export function digestMail(d: DigestFor): NewMail {
  const { work: w, zone } = d;
  const unsubscribe = appLink(`/api${UNSUBSCRIBE_PATH}?token=${d.token}`);
  const text = [
    `Good morning ${d.user.fname},`,
    '',
    `Your work for ${date(d.day)}:`,
    '',
    ...section(
      'Sessions today',
      w.sessions,
      (s) => `${time(s.start, zone)} ${s.type}: ${s.name} ${record(s.enquiry)}`,
    ),
    ...section(
      'Follow-ups overdue',
      w.overdue,
      (f) =>
        `${f.name} (${f.enqNo}), due ${date(f.nextContactDate)}: ${f.details} ${record(f.enquiry)}`,
    ),
    ...section(
      'Follow-ups due today',
      w.today,
      (f) => `${f.name} (${f.enqNo}): ${f.details} ${record(f.enquiry)}`,
    ),
    ...section(
      'Call-backs due',
      w.callBacks,
      (c) => `${c.name}${c.mobile ? `, ${c.mobile}` : ''}, since ${time(c.nextTryAt, zone)}`,
    ),
    ...section(
      `Leads waiting past the ${d.targetMinutes}-minute response target`,
      w.waiting,
      (e) => `${e.name} (${e.enqNo}), waiting since ${time(e.createdAt, zone)} ${record(e.id)}`,
    ),
    ...section(
      'Deadlines',
      w.deadlines,
      (x) =>
        `${DEADLINE_LABELS[x.kind]} ${date(x.date)}: ${x.name} (${x.enqNo})${x.collegeName ? `, ${x.collegeName}` : ''} ${appLink(`/applications/${x.application}`)}`,
    ),
    `Open StudyDesk: ${appLink('/dashboard')}`,
    '',
    `${d.agency} sends this digest at 08:00 (${zone}) on days you have work.`,
    `Turn it off: ${unsubscribe}`,
  ].join('\n');
  return {
    kind: 'digest',
    to: d.user.email,
    subject: `Your day, ${date(d.day)}: ${count(w)} to do`,
    text,
    html: textToHtml(text),
    userId: d.user.id,
    fromName: d.agency,
    headers: {
      ...AUTOMATIC,
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const count = (w: DigestWork) =>
  w.overdue.length +
  w.today.length +
  w.callBacks.length +
  w.waiting.length +
  w.deadlines.length +
  w.sessions.length;
