import { useEffect, type ComponentProps } from 'react';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header';
import { NoAccess } from '../../components/no-access';
import { FormSlot } from '../../components/form-slot';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import { LogoCard, LogoField } from '../settings/logo-card';
import { useSettingsQuery } from '../settings/settings-api';
import { AcknowledgementCard, AcknowledgementForm } from './acknowledgement-card';
import { TemplatesCard } from './templates-card';
import type { AgencyMailForm as AgencyForm } from './agency-mail-form';

const TITLE = 'E-mail';

// The agency's form (react-hook-form, the contract's schema, the time zone picker) loads with the
// settings, not with the route.
const AgencyMailForm = lazyPart<ComponentProps<typeof AgencyForm>>(() =>
  import('./agency-mail-form').then((m) => ({ default: m.AgencyMailForm })),
);
/** The agency form's own height (px, at 375 and 1440 px wide), held while its code loads. */
const AGENCY_HEIGHT = { xs: 528, sm: 369 };

/**
 * /settings/email (admins): the acknowledgement enquirers get, the templates staff
 * write with, the agency's name and time zone, and the morning digest.
 */
export default function EmailSettingsPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('mailTemplates', 'write');
  const settings = useSettingsQuery(undefined, { skip: !admin });
  useEffect(() => {
    if (!admin) return;
    AcknowledgementForm.preload();
    AgencyMailForm.preload();
    LogoField.preload();
  }, [admin]);
  if (!admin)
    return (
      <Stack spacing={2.5}>
        <PageHeader title={TITLE} />
        <NoAccess />
      </Stack>
    );
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      <AcknowledgementCard />
      <TemplatesCard />
      <SectionCard title="Agency and morning digest">
        <QueryState
          query={settings}
          fallback="Could not load the settings"
          loadingLabel="Loading the settings"
        >
          {(s) => (
            <FormSlot height={AGENCY_HEIGHT}>
              <AgencyMailForm settings={s} />
            </FormSlot>
          )}
        </QueryState>
      </SectionCard>
      <LogoCard />
    </Stack>
  );
}
