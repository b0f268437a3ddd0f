import { Link, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeftOutlined } from '../../lib/icons/arrow-left-outlined';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import NotFoundPage from '../placeholder/not-found-page';
import { importTargetOf, type ImportTarget } from './import-resources';
import { ImportWizard } from './import-wizard';

function ImportScreen({ target }: { target: ImportTarget }) {
  const title = `Import ${target.plural}`;
  useDocumentTitle(title);
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={title}
        action={
          <Button
            component={Link}
            to={target.listPath}
            startIcon={<ArrowLeftOutlined aria-hidden />}
          >
            Back to {target.plural}
          </Button>
        }
      />
      {userCan(target.resource, 'write') ? <ImportWizard target={target} /> : <NoAccess />}
    </Stack>
  );
}

/** /enquiries/import, /colleges/import, /course/import: one wizard for the three lists. */
export default function ImportPage() {
  const target = importTargetOf(useLocation().pathname);
  return target ? <ImportScreen target={target} /> : <NotFoundPage />;
}
