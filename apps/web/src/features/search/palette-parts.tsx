import { useId, type HTMLAttributes, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import type { PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { ArrowRightOutlined } from '../../lib/icons/arrow-right-outlined';
import type { PaletteEntry } from './palette-entries';

/**
 * The results in the palette itself, under the box, rather than floating over the page: the
 * dialog grows with them (the way MUI's own "GitHub picker" demo keeps its list in place).
 */
export function InlinePopper({ className, style, role, children }: PopperProps) {
  return (
    <div className={className} style={style} role={role}>
      {typeof children === 'function' ? null : children}
    </div>
  );
}

/** A group of the listbox (ARIA `group`), named by its heading. */
export function PaletteGroup({ group, children }: { group: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Typography
        id={id}
        variant="caption"
        component="div"
        sx={{ px: 2, pt: 1, pb: 0.25, fontWeight: 600, color: 'text.secondary' }}
      >
        {group}
      </Typography>
      {children}
    </div>
  );
}

type OptionProps = { props: HTMLAttributes<HTMLElement>; entry: PaletteEntry };

/** One option: a hit on one line (its name, then what tells it apart), or "See all N". */
export function PaletteOption({ props, entry }: OptionProps) {
  return (
    <div {...props}>
      {entry.type === 'all' ? (
        <Typography sx={{ color: 'primary.main', fontWeight: 500 }}>
          See all {entry.total}
          <ArrowRightOutlined aria-hidden style={{ marginLeft: 6, fontSize: '0.75rem' }} />
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ flexShrink: 0, maxWidth: '60%' }}>
            {entry.hit.label}
          </Typography>
          {entry.hit.secondary && (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {entry.hit.secondary}
            </Typography>
          )}
        </Box>
      )}
    </div>
  );
}

/** A phone has no Esc key: the way out, inside the box's end (hidden from the sm breakpoint). */
export function PhoneCancel({ onClose }: { onClose: () => void }) {
  return (
    <InputAdornment position="end" sx={{ display: { sm: 'none' } }}>
      <Button size="small" onClick={onClose} sx={{ minWidth: 0 }}>
        Cancel
      </Button>
    </InputAdornment>
  );
}
