import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/errors';
import { DueList } from './due-list';
import { ReviewList } from './review-list';
import type { DueFeed } from './use-due';
import type { ToReviewFeed } from './use-student-uploads';

type Props = { list: ReactNode; due?: DueFeed; review?: ToReviewFeed; onNavigate: () => void };
type TabName = 'new' | 'review' | 'due';
const LIST_MAX_HEIGHT = 'min(420px, calc(100vh - 220px))';

/** A tab's list once loaded, else why not ("Loading …" or the error). */
function Loaded(props: { error?: unknown; loaded: boolean; what: string; children: ReactNode }) {
  if (props.loaded)
    return <Box sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>{props.children}</Box>;
  return (
    <Typography
      role={props.error ? 'alert' : 'status'}
      sx={{ px: 2, py: 1.5 }}
      color="text.secondary"
    >
      {props.error
        ? errorMessage(props.error, `Failed to load ${props.what}`)
        : `Loading ${props.what}…`}
    </Typography>
  );
}

const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count > 99 ? '99+' : count})`;

function panels({ list, due, review, onNavigate }: Props): Record<TabName, ReactNode> {
  return {
    new: list,
    review: review && (
      <Loaded error={review.error} loaded={!!review.data} what="what to review">
        {review.data && <ReviewList review={review.data} onNavigate={onNavigate} />}
      </Loaded>
    ),
    due: due && (
      <Loaded error={due.error} loaded={!!due.data} what="what is due">
        {due.data && <DueList due={due.data} today={due.today} onNavigate={onNavigate} />}
      </Loaded>
    ),
  };
}

/**
 * The bell popup's tabs: the new enquiries as spec §2 has them; To review — what
 * students sent through their links, awaiting the user's review; and Due — the user's
 * follow-ups and call-backs that have come due. Loaded when the popup first opens.
 */
export default function BellTabs(props: Props) {
  const [tab, setTab] = useState<TabName>('new');
  const id = useId();
  const labels: (readonly [TabName, string])[] = [
    ['new', 'New enquiries'],
    ...(props.review ? [['review', counted('To review', props.review.data?.count)] as const] : []),
    ...(props.due ? [['due', counted('Due', props.due.data?.count)] as const] : []),
  ];
  const content = panels(props);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: TabName) => setTab(v)}
        variant="fullWidth"
        aria-label="Notification lists"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        {labels.map(([value, label]) => (
          <Tab
            key={value}
            label={label}
            value={value}
            id={`${id}-${value}-tab`}
            aria-controls={`${id}-${value}-panel`}
            sx={{ minHeight: 40, px: 1 }}
          />
        ))}
      </Tabs>
      {labels.map(([value]) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}-${value}-panel`}
          aria-labelledby={`${id}-${value}-tab`}
          hidden={tab !== value}
        >
          {tab === value && content[value]}
        </div>
      ))}
    </>
  );
}
