import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { Notice } from '../../components/notice';
import type { Enquiry } from '@studydesk/contract';
import { LazyPopup } from '../../components/lazy-popup';
import { formatDate } from '../../lib/dates';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { DuplicateNote } from './duplicate-note';
import { useAlsoEnquiredQuery } from './history-api';

// The merge dialog (its table, choices and fields) loads when Merge… is first pressed.
const MergeDialog = lazyPart(() => import('./merge-dialog'));

/**
 * "Also enquired on 12-03-2026 (ENQ-000123), …": the same person's other enquiries (same
 * e-mail or phone, any time apart), each linked, with Merge for staff who may write. One banner
 * for the person: when the enquiry is a duplicate of one of them it says so here, in warning.
 */
export function AlsoEnquiredNote({ enquiry }: { enquiry: Enquiry }) {
  const { data, isLoading } = useAlsoEnquiredQuery(enquiry._id);
  const [merging, setMerging] = useState(false);
  const dup = enquiry.duplicateOf;
  if (isLoading) return null;
  if (!data || data.length === 0) return dup ? <DuplicateNote of={dup} /> : null;
  const duplicate = data.some((e) => e._id === dup);
  const action = userCan('enquiries', 'write') && (
    <Button
      color="inherit"
      size="small"
      onClick={() => setMerging(true)}
      onMouseEnter={MergeDialog.preload}
      onFocus={MergeDialog.preload}
    >
      Merge…
    </Button>
  );
  return (
    <>
      {dup && !duplicate && <DuplicateNote of={dup} />}
      <Notice severity={duplicate ? 'warning' : 'info'} action={action}>
        Also enquired on{' '}
        {data.map((e, i) => (
          <Fragment key={e._id}>
            {i > 0 && ', '}
            {formatDate(e.createdAt)} (
            <Link component={RouterLink} to={`/enquiries/${e._id}`}>
              {e.enqNo}
            </Link>
            ){e._id === dup && ', a possible duplicate (same email or mobile within 24 hours)'}
          </Fragment>
        ))}
        <LazyPopup open={merging}>
          {merging && (
            <MergeDialog enquiry={enquiry} others={data} onClose={() => setMerging(false)} />
          )}
        </LazyPopup>
      </Notice>
    </>
  );
}
