import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import type { ShortlistItem } from '@studydesk/contract';
import { SuggestedCourse } from './suggested-course';

/** How many suggestions show before "Show all". */
const FIRST = 5;

type Props = { items: ShortlistItem[]; enquiry: string };

/** The suggestions, best fit first: the first five, then all of them when asked. */
export default function SuggestedList({ items, enquiry }: Props) {
  const [all, setAll] = useState(false);
  return (
    <>
      <List disablePadding aria-label="Suggested courses, best fit first" sx={{ mt: -1 }}>
        {(all ? items : items.slice(0, FIRST)).map((item) => (
          <SuggestedCourse key={`${item.college}:${item.course}`} item={item} enquiry={enquiry} />
        ))}
      </List>
      {items.length > FIRST && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1 }}>
          {all ? 'Show fewer' : `Show all ${items.length}`}
        </Button>
      )}
    </>
  );
}
