import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

export type ViewTab = { value: string; label: string };

type ViewTabsProps = {
  /** accessible name of the tab list */
  label: string;
  value: string;
  tabs: readonly ViewTab[];
  onChange: (value: string) => void;
};

/** Arrow keys move along the tabs (wrapping), Home and End to the ends, as MUI's Tabs do. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Compact tabs, first on a list's bar (its search beside them): views of one list. Drawn with
 * ButtonBase, which the shell already loads, not MUI's Tabs: those (with their scroll buttons
 * and the indicator's measuring) cost every list that shows tabs 4.8 KB on its first load.
 * The same roles and keys (a tab list, one tab in the tab order, arrows to move), the same
 * look (MUI's Tab type, padding and a 2px indicator under the selected one).
 */
export function ViewTabs({ label, value, tabs, onChange }: ViewTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const focused = refs.current.findIndex((el) => el === document.activeElement);
    const next = nextIndex(event.key, focused < 0 ? selected : focused, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', minHeight: 40, maxWidth: '100%', overflowX: 'auto' }}
    >
      {tabs.map((t, i) => (
        <ButtonBase
          key={t.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          aria-selected={i === selected}
          tabIndex={i === selected ? 0 : -1}
          onClick={() => i !== selected && onChange(t.value)}
          sx={{
            typography: 'button',
            lineHeight: 1.25,
            flexShrink: 0,
            minHeight: 40,
            px: 1.5,
            py: 1.5,
            color: i === selected ? 'primary.main' : 'text.secondary',
            // the indicator inside the tab, so the selected one is no taller than the others
            '&::after': {
              content: '""',
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              height: 2,
              bgcolor: i === selected ? 'primary.main' : 'transparent',
            },
          }}
        >
          {t.label}
        </ButtonBase>
      ))}
    </Box>
  );
}
