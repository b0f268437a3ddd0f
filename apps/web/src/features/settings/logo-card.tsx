import type { ComponentProps } from 'react';
import { FormSlot } from '../../components/form-slot';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import type { LogoField as Field } from './logo-field';
import { useBrandingQuery } from './settings-api';

// The image field (its checks' schema, the form library it reads a form's state from) loads with
// the branding, not with the route.
export const LogoField = lazyPart<ComponentProps<typeof Field>>(() =>
  import('./logo-field').then((m) => ({ default: m.LogoField })),
);
/** The field's own height (px, at 375 and 1440 px wide) with no logo, held while its code loads. */
const FIELD_HEIGHT = { xs: 229, sm: 154 };

/** Settings: the agency's logo, shown above its name on the student's and thank-you pages. */
export function LogoCard() {
  const branding = useBrandingQuery();
  return (
    <SectionCard title="Logo">
      <QueryState
        query={branding}
        fallback="Could not load the logo"
        loadingLabel="Loading the logo"
      >
        {(b) => (
          <FormSlot height={FIELD_HEIGHT}>
            <LogoField logo={b.logo} />
          </FormSlot>
        )}
      </QueryState>
    </SectionCard>
  );
}
