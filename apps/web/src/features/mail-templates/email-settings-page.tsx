import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/page-header';
import { NoAccess } from '../../components/no-access';
import { QueryState } from '../../components/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import { LogoCard } from '../settings/logo-card';
import { useSettingsQuery } from '../settings/settings-api';
import { AcknowledgementCard } from './acknowledgement-card';
import { AgencyMailCard } from './agency-mail-card';
import { TemplatesCard } from './templates-card';

const TITLE = 'E-mail';

/**
 * /settings/email (admins): the acknowledgement enquirers get, the templates staff
 * write with, the agency's name and time zone, and the morning digest.
 */
export default function EmailSettingsPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('mailTemplates', 'write');
  const settings = useSettingsQuery(undefined, { skip: !admin });
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
      <QueryState
        query={settings}
        fallback="Could not load the settings"
        loadingLabel="Loading the settings"
      >
        {(s) => <AgencyMailCard settings={s} />}
      </QueryState>
      <LogoCard />
    </Stack>
  );
}
