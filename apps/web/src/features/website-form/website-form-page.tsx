import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebsiteFormSettings } from '@studydesk/contract';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOffices } from '../offices/use-offices';
import { CopySnippet } from './copy-snippet';
import { OfficeForms } from './office-forms';
import { htmlSnippet, REFERRER_TAG, scriptSnippet } from './snippets';
import { useWebsiteFormSettingsQuery } from './website-form-api';

/** Whether other sites may post the forms yet, and how to let them. */
function OriginsStatus({ origins }: { origins: string[] }) {
  if (origins.length === 0)
    return (
      // The setting's example is one long word: it wraps on a phone rather than scroll the alert.
      <Alert severity="warning" sx={{ '& code': { overflowWrap: 'anywhere' } }}>
        <strong>PUBLIC_FORM_ORIGINS is not set</strong>, so StudyDesk refuses enquiries sent from
        any other site: the snippets below will show an error there. Set it to your website’s
        address (several separated by commas), e.g.{' '}
        <code>PUBLIC_FORM_ORIGINS=https://www.agency.example</code>, in StudyDesk’s environment or
        its <code>.env</code> file, and restart StudyDesk.
      </Alert>
    );
  return (
    <Alert severity="success">
      Enquiries are accepted from {origins.join(', ')} (PUBLIC_FORM_ORIGINS). Paste a snippet into a
      page on one of these sites.
    </Alert>
  );
}

function PlainFormNotes() {
  return (
    <>
      <p>
        For pages that cannot run scripts. After sending, the visitor goes to the redirect address
        (it must be on an allowed site); if something needs correcting, StudyDesk shows what, with a
        link back to the form.
      </p>
      <p>
        Keep the first line, <code>{REFERRER_TAG}</code> (in the page’s head if you can): without it
        browsers send only your site’s address with the form, and the page and its campaign tags
        (utm_source, utm_medium, utm_campaign) are lost. It applies to the whole page: links from it
        to other sites receive its full address too, except from https to http.
      </p>
    </>
  );
}

/** The office the snippets are for: none with one office, else the one picked (the default first). */
function useSnippetOffice() {
  const { multi, active } = useOffices();
  const [picked, setPicked] = useState<string>();
  const fallback = active.find((o) => o.isDefault)?._id ?? active[0]?._id;
  const office = multi ? (active.find((o) => o._id === picked)?._id ?? fallback) : undefined;
  return { office, offices: active, setPicked };
}

function WebsiteFormBody({ settings }: { settings: WebsiteFormSettings }) {
  const server = window.location.origin;
  const { office, offices, setPicked } = useSnippetOffice();
  return (
    <>
      <OriginsStatus origins={settings.origins} />
      {office && (
        <OfficeForms server={server} offices={offices} office={office} onChange={setPicked} />
      )}
      <CopySnippet
        title="Script snippet"
        description="Paste where the form should appear. It shows the enquiry form, checks the answers with StudyDesk, thanks the visitor, and records the page, its referrer and the campaign tags (utm_source, utm_medium, utm_campaign)."
        code={scriptSnippet(server, office)}
        copyLabel="Copy script tag"
      />
      <CopySnippet
        title="Plain HTML form"
        description={<PlainFormNotes />}
        code={htmlSnippet(server, settings.origins[0], office)}
        copyLabel="Copy HTML form"
      />
      <Typography variant="body2" color="text.secondary">
        New enquiries arrive in the bell and the enquiry list like those from the StudyDesk form.
      </Typography>
    </>
  );
}

/** /settings/website-form (admins): the enquiry form for the agency's own website. */
export default function WebsiteFormPage() {
  useDocumentTitle('Website form');
  const query = useWebsiteFormSettingsQuery();
  return (
    <Stack spacing={2.5}>
      <PageHeader title="Website form" />
      <QueryState
        query={query}
        fallback="Failed to load the website form settings"
        loadingLabel="Loading the website form settings"
      >
        {(settings) => <WebsiteFormBody settings={settings} />}
      </QueryState>
    </Stack>
  );
}
