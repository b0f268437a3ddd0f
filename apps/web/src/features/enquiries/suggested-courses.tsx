import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { localIsoDate } from '../../lib/dates';
import { useStudentShortlistQuery } from './enquiry-applications-api';
import { SuggestedCourse } from './suggested-course';

/** How many suggestions show before "Show all". */
const FIRST = 5;

/**
 * "Suggested courses": the catalogue's courses that fit what the student asked for,
 * best first, with their open intakes; one click shortlists one.
 */
export function SuggestedCourses({ enquiry }: { enquiry: string }) {
  const [today] = useState(() => localIsoDate());
  const [all, setAll] = useState(false);
  const query = useStudentShortlistQuery({ id: enquiry, today });
  return (
    <SectionCard title="Suggested courses">
      <QueryState
        query={query}
        fallback="Failed to load the suggested courses"
        loadingLabel="Loading the suggested courses"
      >
        {(items) =>
          items.length === 0 ? (
            <Typography color="text.secondary">
              Nothing in the catalogue fits yet: no course with an open intake matches the country,
              course or category they asked about.
            </Typography>
          ) : (
            <>
              <List disablePadding aria-label="Suggested courses, best fit first" sx={{ mt: -1 }}>
                {(all ? items : items.slice(0, FIRST)).map((item) => (
                  <SuggestedCourse
                    key={`${item.college}:${item.course}`}
                    item={item}
                    enquiry={enquiry}
                  />
                ))}
              </List>
              {items.length > FIRST && (
                <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 1 }}>
                  {all ? 'Show fewer' : `Show all ${items.length}`}
                </Button>
              )}
            </>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
