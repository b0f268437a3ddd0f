import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { DocumentRequirement, DocumentType } from '@studydesk/contract';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import {
  useDocumentRequirementsQuery,
  useDocumentTypesQuery,
  useRemoveDocumentRequirementMutation,
} from '../documents/document-types-api';
import { LazyRuleDialog } from './lazy-dialogs';
import { RulesCard } from './rules-card';
import { TypesCard } from './types-card';
import { useTypeActions } from './use-type-actions';

const TITLE = 'Documents and checklists';

function DocumentSettings({ types }: { types: DocumentType[] }) {
  const rules = useDocumentRequirementsQuery();
  const [remove] = useRemoveDocumentRequirementMutation();
  const adding = useDialog<void>();
  const { actions, dialogs } = useTypeActions();
  const onRemove = (rule: DocumentRequirement, where: string) =>
    void withToasts(
      () => remove(rule._id).unwrap(),
      `${rule.type.name} is no longer required (${where})`,
      'Could not remove the requirement',
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
      }}
    >
      <TypesCard types={types} actions={actions} />
      <QueryState
        query={rules}
        fallback="Could not load the checklist"
        loadingLabel="Loading the checklist"
      >
        {(list) => <RulesCard rules={list} onAdd={() => adding.show()} onRemove={onRemove} />}
      </QueryState>
      {dialogs}
      <LazyRuleDialog
        open={adding.open}
        types={types.filter((t) => !t.retiredAt)}
        onClose={adding.hide}
      />
    </Box>
  );
}

/** /settings/documents (admins): the document types and the checklist per destination and phase. */
export default function DocumentSettingsPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('documentTypes', 'write');
  const types = useDocumentTypesQuery({ retired: true }, { skip: !admin });
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} />
      {admin ? (
        <QueryState
          query={types}
          fallback="Could not load the document types"
          loadingLabel="Loading the document types"
        >
          {(list) => <DocumentSettings types={list} />}
        </QueryState>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
