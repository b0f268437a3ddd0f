import { Suspense } from 'react';
import type { Enquiry } from '@studydesk/contract';
import { lazyPart } from '../../lib/lazy';

/*
 * The matching intakes show nothing at all until they are in (an empty card would only push the
 * timeline down): their code loads with the record's data (`preloadIntakes`), not with the page,
 * and the section keeps showing nothing until both are in.
 */
type Props = { enquiry: Enquiry };
const Intakes = lazyPart<Props>(() =>
  import('./enquiry-intakes').then((m) => ({ default: m.EnquiryIntakes })),
);
export const preloadIntakes = Intakes.preload;

/** Open intakes that fit the enquiry, once their code and their data are in. */
export function LazyEnquiryIntakes(props: Props) {
  return (
    <Suspense fallback={null}>
      <Intakes {...props} />
    </Suspense>
  );
}
