import { useId, useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FOLLOW_UP_DUE } from '@studydesk/contract';
import { tableColumns } from '../../components/columns';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { useCrudListOf } from '../../components/use-crud-list';
import { useLocalListParams } from '../../lib/list-params';
import { followUps } from './follow-ups-resource';

export type Due = (typeof FOLLOW_UP_DUE)[number];
export type SectionSpec = { due: Due; title: string; empty: string };

/** One list of /follow-up (due today, overdue or upcoming), paged and sorted on its own. */
export function FollowUpSection({ spec, today }: { spec: SectionSpec; today: string }) {
  const id = useId();
  const state = useLocalListParams(followUps.list);
  const list = useCrudListOf(followUps, state, { fixed: { due: spec.due, today } });
  const columns = useMemo(
    () => tableColumns(followUps.columns, followUps.list.sortable, followUps.rowLabel),
    [],
  );
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id={id} variant="h5" component="h2">
          {spec.title}
        </Typography>
        {list.total !== undefined && list.total > 0 && (
          <Chip size="small" label={list.total} aria-label={`${list.total} follow-ups`} />
        )}
      </Stack>
      <DataTable
        {...list.table}
        label={spec.title}
        columns={columns}
        hiddenOnMobile={followUps.hiddenOnMobile}
        rowHeight={followUps.rowHeight}
        empty={<EmptyState title={spec.empty} />}
      />
    </Stack>
  );
}
