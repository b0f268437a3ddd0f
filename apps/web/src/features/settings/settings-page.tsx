import { ApartmentOutlined } from '../../lib/icons/apartment-outlined';
import { BankOutlined } from '../../lib/icons/bank-outlined';
import { CalendarOutlined } from '../../lib/icons/calendar-outlined';
import { DollarOutlined } from '../../lib/icons/dollar-outlined';
import { FileDoneOutlined } from '../../lib/icons/file-done-outlined';
import { GlobalOutlined } from '../../lib/icons/global-outlined';
import { MailOutlined } from '../../lib/icons/mail-outlined';
import { MessageOutlined } from '../../lib/icons/message-outlined';
import { TagsOutlined } from '../../lib/icons/tags-outlined';
import { useEffect } from 'react';
import Stack from '@mui/material/Stack';
import type { Settings } from '@studydesk/contract';
import Typography from '@mui/material/Typography';
import { FormSlot } from '../../components/form-slot';
import { PageHeader } from '../../components/page-header';
import { NoAccess } from '../../components/no-access';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDateTime } from '../../lib/dates';
import { userCan } from '../../lib/permissions';
import { LinkCard } from '../../components/link-card';
import { lazyPart } from '../../lib/lazy';
import { useSettingsQuery } from './settings-api';

type FormProps = { settings: Settings };

// The forms (react-hook-form, the contract's schema, the inputs) load with the settings, not
// with the route; their cards' titles show at once.
const LeadResponseForm = lazyPart<FormProps>(() =>
  import('./lead-response-form').then((m) => ({ default: m.LeadResponseForm })),
);
const DeadlineForm = lazyPart<FormProps>(() =>
  import('./deadline-form').then((m) => ({ default: m.DeadlineForm })),
);
const StudentLinkForm = lazyPart<FormProps>(() =>
  import('./student-link-form').then((m) => ({ default: m.StudentLinkForm })),
);
/** The forms' own heights (px, at 375 and 1440 px wide), held while the settings and their code load. */
const HEIGHTS = {
  lead: { xs: 241.3, sm: 201.4 },
  deadline: { xs: 180.3, sm: 120.5 },
  link: { xs: 180.3, sm: 120.5 },
};

const TITLE = 'Settings';
/** The admin's settings that have a page of their own, each a card leading there. */
const PAGES = [
  {
    title: 'Offices',
    text: 'The agency’s offices or branches: their address, phone, time zone and reply e-mail. Add, edit and retire them.',
    to: '/settings/offices',
    Icon: BankOutlined,
  },
  {
    title: 'Website form',
    text: 'Put the enquiry form on the agency’s own website: copy a snippet for its pages.',
    to: '/settings/website-form',
    Icon: GlobalOutlined,
  },
  {
    title: 'Application stages',
    text: 'Rename, reorder, add and retire the stages applications move through on the board.',
    to: '/settings/stages',
    Icon: ApartmentOutlined,
  },
  {
    title: 'Documents and checklists',
    text: 'The types of document students send, and which each destination and phase requires.',
    to: '/settings/documents',
    Icon: FileDoneOutlined,
  },
  {
    title: 'Money',
    text: 'The base currency and dated exchange rates, tax rates, invoice numbering, the bank details and terms invoices print, and when claims and instalments are chased.',
    to: '/settings/money',
    Icon: DollarOutlined,
  },
  {
    title: 'Price list',
    text: 'The services students are invoiced for (application service, visa file, courier …) with their price, currency and tax. Add, edit and retire them.',
    to: '/settings/fees',
    Icon: TagsOutlined,
  },
  {
    title: 'Session types',
    text: 'The sessions students and staff book: how long each lasts, and online (its meeting link) or at an office.',
    to: '/settings/sessions',
    Icon: CalendarOutlined,
  },
  {
    title: 'Outbox',
    text: 'Every mail StudyDesk sends: what is waiting, sent or failed, and why. Resend or cancel it.',
    to: '/settings/outbox',
    Icon: MailOutlined,
  },
  {
    title: 'E-mail',
    text: 'The acknowledgement enquirers get, the templates staff write with, the agency’s name and time zone, and the morning digest.',
    to: '/settings/email',
    Icon: MessageOutlined,
  },
];

/**
 * The three forms' cards, shown at once with each form's height held until both the settings
 * and the form's code are in: the link cards below them never move under the pointer.
 */
function SettingsForms({ settings }: { settings: Settings | undefined }) {
  const form = (Form: typeof LeadResponseForm) => settings && <Form settings={settings} />;
  return (
    <>
      <SectionCard title="Lead response">
        <Stack spacing={2}>
          <FormSlot height={HEIGHTS.lead} waiting={!settings}>
            {form(LeadResponseForm)}
          </FormSlot>
          {settings === undefined ? (
            <Typography variant="body2" aria-hidden>
              &nbsp;
            </Typography>
          ) : (
            settings.updatedAt && (
              <Typography variant="body2" color="text.secondary">
                Last changed {formatDateTime(settings.updatedAt)}
                {settings.updatedBy ? ` by ${settings.updatedBy}` : ''}.
              </Typography>
            )
          )}
        </Stack>
      </SectionCard>
      <SectionCard title="Application deadlines">
        <FormSlot height={HEIGHTS.deadline} waiting={!settings}>
          {form(DeadlineForm)}
        </FormSlot>
      </SectionCard>
      <SectionCard title="Student links">
        <FormSlot height={HEIGHTS.link} waiting={!settings}>
          {form(StudentLinkForm)}
        </FormSlot>
      </SectionCard>
    </>
  );
}

/** /settings (admins): how the agency answers its leads. */
export default function SettingsPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('settings', 'write');
  const query = useSettingsQuery(undefined, { skip: !admin });
  useEffect(() => {
    if (!admin) return;
    LeadResponseForm.preload();
    DeadlineForm.preload();
    StudentLinkForm.preload();
  }, [admin]);
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {!admin ? (
        <NoAccess />
      ) : query.isError ? (
        <QueryState
          query={query}
          fallback="Could not load the settings"
          loadingLabel="Loading the settings"
        >
          {() => null}
        </QueryState>
      ) : (
        <SettingsForms settings={query.data} />
      )}
      {admin && PAGES.map((c) => <LinkCard key={c.to} {...c} icon={<c.Icon aria-hidden />} />)}
    </Stack>
  );
}
