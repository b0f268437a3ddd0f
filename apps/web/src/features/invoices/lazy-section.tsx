import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';

/*
 * The record's route has a size budget: the invoices' code (money formatting, their rows and
 * dialogs) loads with the section, after the record's first paint, not with the route.
 */
type Props = { enquiry: string; owner: string | null };
const Section = lazyPart<Props>(() =>
  import('./invoices-section').then((m) => ({ default: m.InvoicesSection })),
);

/** A student's invoices, their card shown at once and its content when its code is in. */
export function LazyInvoicesSection(props: Props) {
  return (
    <Suspense
      fallback={
        <SectionCard title="Invoices">
          <CircularProgress size={24} aria-label="Loading the invoices" />
        </SectionCard>
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
