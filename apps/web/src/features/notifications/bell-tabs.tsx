import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/errors';
import { DueList } from './due-list';
import type { DueFeed } from './use-due';

type Props = { list: ReactNode; due: DueFeed; onNavigate: () => void };
const LIST_MAX_HEIGHT = 'min(420px, calc(100vh - 220px))';

function DuePanel({ onNavigate, due }: { onNavigate: () => void; due: DueFeed }) {
  if (due.data)
    return (
      <Box sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        <DueList due={due.data} today={due.today} onNavigate={onNavigate} />
      </Box>
    );
  return (
    <Typography
      role={due.error ? 'alert' : 'status'}
      sx={{ px: 2, py: 1.5 }}
      color="text.secondary"
    >
      {due.error ? errorMessage(due.error, 'Failed to load what is due') : 'Loading what is due…'}
    </Typography>
  );
}

/**
 * The bell popup's two tabs (issue 10): the new enquiries as spec §2 has them, and Due — the
 * user's follow-ups and call-backs that have come due (asked for by the shell, which counts them
 * on the bell). Loaded when the popup first opens.
 */
export default function BellTabs({ list, due, onNavigate }: Props) {
  const [tab, setTab] = useState<'new' | 'due'>('new');
  const id = useId();
  const count = due.data?.count;
  const tabProps = (value: 'new' | 'due') => ({
    value,
    id: `${id}-${value}-tab`,
    'aria-controls': `${id}-${value}-panel`,
  });
  const panel = (value: 'new' | 'due') => ({
    role: 'tabpanel',
    id: `${id}-${value}-panel`,
    'aria-labelledby': `${id}-${value}-tab`,
    hidden: tab !== value,
  });
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: 'new' | 'due') => setTab(v)}
        variant="fullWidth"
        aria-label="Notification lists"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        <Tab label="New enquiries" {...tabProps('new')} sx={{ minHeight: 40 }} />
        <Tab
          label={count === undefined ? 'Due' : `Due (${count > 99 ? '99+' : count})`}
          {...tabProps('due')}
          sx={{ minHeight: 40 }}
        />
      </Tabs>
      <div {...panel('new')}>{tab === 'new' && list}</div>
      <div {...panel('due')}>{tab === 'due' && <DuePanel due={due} onNavigate={onNavigate} />}</div>
    </>
  );
}
