import { useState } from 'react';
import Button from '@mui/material/Button';
import { FilterOutlined } from '../lib/icons/filter-outlined';
import { lazyPart } from '../lib/lazy';
import type { FilterPanelViewProps } from './filter-panel-view';
import { LazyPopup } from './lazy-popup';

// The panel (a drawer, or a dialog on a phone) and its fields load when it first opens: a select
// filter brings MUI's Select family (Select, Menu, Popover: about 9 KB), which the list's rows
// do not need. Pointing at or focusing the button fetches them ahead.
const View = lazyPart(() => import('./filter-panel-view'));

type Props = Omit<FilterPanelViewProps, 'open' | 'onClose'>;

/** The "Filters" button (with how many are set) and the panel it opens. */
export function FilterPanel(props: Props) {
  const [open, setOpen] = useState(false);
  const active = props.filters.filter((f) => props.values[f.name]).length;
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<FilterOutlined aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onMouseEnter={View.preload}
        onFocus={View.preload}
        sx={{ flexShrink: 0, height: 40, color: 'text.primary', borderColor: 'divider' }}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      <LazyPopup open={open}>
        <View {...props} open={open} onClose={() => setOpen(false)} />
      </LazyPopup>
    </>
  );
}
