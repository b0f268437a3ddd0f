import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import { UndoOutlined } from '../../lib/icons/undo-outlined';
import type { DocumentType } from '@studydesk/contract';
import { CardAddButton } from '../../components/card-add-button';
import { RowButton, rowListSx as listSx, rowSx } from '../../components/row-list';
import { SectionCard } from '../../components/section-card';

export type TypeActions = {
  add: () => void;
  rename: (t: DocumentType) => void;
  retire: (t: DocumentType) => void;
  restore: (t: DocumentType) => void;
};

/** The live types in their order, each with Rename and Retire; the retired ones to restore. */
export function TypesCard({ types, actions }: { types: DocumentType[]; actions: TypeActions }) {
  const live = types.filter((t) => !t.retiredAt);
  const retired = types.filter((t) => t.retiredAt);
  const add = <CardAddButton label="Add type" onClick={actions.add} />;
  return (
    <SectionCard title="Document types" action={add}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          What staff and students choose from when they upload. A retired type keeps its documents
          but takes no new ones.
        </Typography>
        {live.length === 0 ? (
          <Typography variant="body2">No document types: add one.</Typography>
        ) : (
          <Box component="ul" aria-label="Document types" sx={listSx}>
            {live.map((t) => (
              <Stack key={t._id} component="li" direction="row" sx={rowSx}>
                <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{t.name}</Typography>
                <Stack direction="row" sx={{ flexShrink: 0 }}>
                  <RowButton
                    label={`Rename ${t.name}`}
                    icon={<EditOutlined aria-hidden />}
                    onClick={() => actions.rename(t)}
                  />
                  <RowButton
                    label={`Retire ${t.name}`}
                    icon={<StopOutlined aria-hidden />}
                    onClick={() => actions.retire(t)}
                  />
                </Stack>
              </Stack>
            ))}
          </Box>
        )}
        {retired.length > 0 && (
          <Box component="ul" aria-label="Retired document types" sx={listSx}>
            {retired.map((t) => (
              <Stack key={t._id} component="li" direction="row" sx={rowSx}>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {`${t.name} (retired)`}
                </Typography>
                <Button
                  size="small"
                  startIcon={<UndoOutlined aria-hidden />}
                  aria-label={`Restore ${t.name}`}
                  onClick={() => actions.restore(t)}
                >
                  Restore
                </Button>
              </Stack>
            ))}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
