import type { ComponentProps } from 'react';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailTemplate } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LazyPopup } from '../../components/lazy-popup';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import { lazyPart } from '../../lib/lazy';
import { mailTemplates } from './mail-templates-api';
import type { TemplateDialog as Dialog } from './template-dialog';

// The template form (react-hook-form, the contract's schema) loads when it first opens.
const TemplateDialog = lazyPart<ComponentProps<typeof Dialog>>(() =>
  import('./template-dialog').then((m) => ({ default: m.TemplateDialog })),
);

function TemplateRow(props: { t: MailTemplate; onEdit: () => void; onDelete: () => void }) {
  const { t } = props;
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <IconButton aria-label={`Edit ${t.name}`} onClick={props.onEdit}>
            <EditOutlined aria-hidden />
          </IconButton>
          <IconButton aria-label={`Delete ${t.name}`} onClick={props.onDelete}>
            <DeleteOutlined aria-hidden />
          </IconButton>
        </Stack>
      }
      sx={{ pr: 12 }}
    >
      <ListItemText
        primary={t.name}
        secondary={t.subject}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}

/** Settings → E-mail: the templates staff pick when they write to a student. */
export function TemplatesCard() {
  const query = mailTemplates.useListQuery();
  const editing = useDialog<MailTemplate>();
  const removing = useDialog<MailTemplate>();
  const [remove, removal] = mailTemplates.useRemoveMutation();
  const target = removing.value;
  return (
    <SectionCard title="Templates for writing to students">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Staff start an e-mail from a student’s record with one of these; the merge fields are
          filled in with that student’s details.
        </Typography>
        <QueryState
          query={query}
          fallback="Could not load the templates"
          loadingLabel="Loading the templates"
        >
          {(data) =>
            data.length === 0 ? (
              <Typography>No templates yet.</Typography>
            ) : (
              <List disablePadding aria-label="Templates">
                {data.map((t) => (
                  <TemplateRow
                    key={t.id}
                    t={t}
                    onEdit={() => editing.show(t)}
                    onDelete={() => removing.show(t)}
                  />
                ))}
              </List>
            )
          }
        </QueryState>
        <Box>
          <Button
            variant="outlined"
            startIcon={<PlusOutlined aria-hidden />}
            onClick={() => editing.show()}
          >
            Add template
          </Button>
        </Box>
      </Stack>
      {editing.open && (
        <LazyPopup open>
          <TemplateDialog open template={editing.value} onClose={editing.hide} />
        </LazyPopup>
      )}
      <ConfirmDialog
        open={removing.open}
        title={`Delete ${target?.name ?? 'template'}?`}
        message="Staff will no longer find it when they write an e-mail. Mail already sent with it stays as it was."
        confirmLabel="Delete"
        busy={removal.isLoading}
        onConfirm={() =>
          target &&
          void withToasts(
            () => remove(target.id).unwrap(),
            `${target.name} deleted`,
            'Could not delete the template',
          ).then(removing.hide)
        }
        onClose={removing.hide}
      />
    </SectionCard>
  );
}
