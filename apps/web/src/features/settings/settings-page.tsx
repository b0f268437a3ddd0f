import { ApartmentOutlined } from '../../lib/icons/apartment-outlined';
import { BankOutlined } from '../../lib/icons/bank-outlined';
import { CalendarOutlined } from '../../lib/icons/calendar-outlined';
import { DollarOutlined } from '../../lib/icons/dollar-outlined';
import { FileDoneOutlined } from '../../lib/icons/file-done-outlined';
import { GlobalOutlined } from '../../lib/icons/global-outlined';
import { MailOutlined } from '../../lib/icons/mail-outlined';
import { MessageOutlined } from '../../lib/icons/message-outlined';
import { TagsOutlined } from '../../lib/icons/tags-outlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SettingsValuesSchema, type Settings } from '@studydesk/contract';
import { PageHeader } from '../../components/page-header';
import { switchField } from '../../components/form-inputs';
import { InlineForm } from '../../components/inline-form';
import { NoAccess } from '../../components/no-access';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDateTime } from '../../lib/dates';
import { userCan } from '../../lib/permissions';
import { LinkCard } from '../../components/link-card';
import { DeadlineCard } from './deadline-form';
import { StudentLinkDaysCard } from './student-link-form';
import { useSettingsQuery, useUpdateSettingsMutation } from './settings-api';

const TITLE = 'Settings';
/** The settings this form edits (the others have forms of their own). */
const LEAD_RESPONSE = SettingsValuesSchema.pick({ roundRobin: true, responseTargetMinutes: true });
type Values = { roundRobin: boolean; responseTargetMinutes: number | string };
const valuesOf = (s: Settings): Values => ({
  roundRobin: s.roundRobin,
  responseTargetMinutes: s.responseTargetMinutes,
});

function LeadResponseForm({ settings }: { settings: Settings }) {
  const [update] = useUpdateSettingsMutation();
  return (
    <InlineForm
      label="Lead response"
      schema={LEAD_RESPONSE}
      values={valuesOf(settings)}
      fields={[
        switchField<Values>(
          'roundRobin',
          'Assign new website enquiries in turn',
          'Each new enquiry from the public form goes to the next active counsellor. Off: they wait unassigned.',
        ),
        {
          name: 'responseTargetMinutes',
          label: 'Response target (minutes)',
          type: 'number',
          required: true,
          helperText:
            'A new enquiry’s waiting clock turns amber after this, and red after an hour.',
        },
      ]}
      onSubmit={async (v) => {
        const saved = await withToastsOrThrow(
          () => update(v).unwrap(),
          'Settings saved',
          'Could not save the settings',
        );
        return valuesOf(saved);
      }}
      submitLabel="Save settings"
    />
  );
}

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

/** /settings (admins): how the agency answers its leads. */
export default function SettingsPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('settings', 'write');
  const query = useSettingsQuery(undefined, { skip: !admin });
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {admin ? (
        <QueryState
          query={query}
          fallback="Could not load the settings"
          loadingLabel="Loading the settings"
        >
          {(settings) => (
            <>
              <SectionCard title="Lead response">
                <Stack spacing={2}>
                  <LeadResponseForm settings={settings} />
                  {settings.updatedAt && (
                    <Typography variant="body2" color="text.secondary">
                      Last changed {formatDateTime(settings.updatedAt)}
                      {settings.updatedBy ? ` by ${settings.updatedBy}` : ''}.
                    </Typography>
                  )}
                </Stack>
              </SectionCard>
              <DeadlineCard settings={settings} />
              <StudentLinkDaysCard settings={settings} />
            </>
          )}
        </QueryState>
      ) : (
        <NoAccess />
      )}
      {admin && PAGES.map((c) => <LinkCard key={c.to} {...c} icon={<c.Icon aria-hidden />} />)}
    </Stack>
  );
}
