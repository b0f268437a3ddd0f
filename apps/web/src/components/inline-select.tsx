import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '../lib/lazy';
import type { InlineSelectProps } from './inline-select-types';
import { SelectLook } from './select-look';

export type { InlineSelectProps } from './inline-select-types';

// MUI's select (its field and menu families, about 16 KB) is not what a list first paints: the
// cell shows its value in the select's own look, and the select takes its place once its code
// is in, a moment after the screen. Opened meanwhile, it opens (with the focus) when it comes.
const SelectPart = lazyPart(() => import('./inline-select-part'));

/**
 * A compact select for a table cell or a detail line. Its keys stay its own: the data grid
 * around it would otherwise take the arrows for moving between cells.
 */
export function InlineSelect(props: InlineSelectProps) {
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <Box onKeyDown={(event) => event.stopPropagation()} sx={{ display: 'inline-flex' }}>
      <Suspense
        fallback={
          <SelectLook
            {...props}
            opening={opening}
            onOpen={() => setOpening(true)}
            onFocusChange={setFocused}
          />
        }
      >
        <SelectPart {...props} defaultOpen={opening} autoFocus={focused} />
      </Suspense>
    </Box>
  );
}
