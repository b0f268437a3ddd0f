import { useCallback, useLayoutEffect, useState } from 'react';
import { gridClasses } from '@mui/x-data-grid';

/** What one shown column holds: its widest content (header included), its least and its flex. */
export type ColumnNeed = { field: string; content: number; min: number; flex: number };

/**
 * Widths for the shown columns in `width` px, so no text is cut while a neighbour
 * has room to spare. When everything fits, each column gets its content and the flexible ones
 * share what is left; when not, the fixed ones (chips, dates, controls) keep just their
 * content and the flexible ones share the rest: those that need less than an equal share get
 * what they need, the others split the remainder (never below their least).
 */
export function distributeWidths(needs: readonly ColumnNeed[], width: number) {
  const out: Record<string, number> = {};
  const total = needs.reduce((sum, n) => sum + n.content, 0);
  const flexible = needs.filter((n) => n.flex > 0);
  if (total <= width) {
    const takers = flexible.length > 0 ? flexible : needs;
    const weight = takers.reduce((sum, n) => sum + (n.flex || 1), 0);
    for (const n of needs) out[n.field] = n.content;
    for (const n of takers)
      out[n.field] = Math.floor(n.content + ((width - total) * (n.flex || 1)) / weight);
    return out;
  }
  let left = width;
  for (const n of needs)
    if (n.flex <= 0) {
      out[n.field] = n.content;
      left -= n.content;
    }
  const byNeed = [...flexible].sort((a, b) => a.content - b.content);
  byNeed.forEach((n, i) => {
    const share = left / (byNeed.length - i);
    const w = Math.floor(n.content <= share ? n.content : Math.max(n.min, share));
    out[n.field] = w;
    left -= w;
  });
  return out;
}

type Widths = Readonly<Record<string, number>>;
const same = (a: Widths | undefined, b: Widths) =>
  a !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([k, v]) => Math.abs((a[k] ?? 0) - v) < 1);

/** Sort icons show on hover: a sortable header keeps room for one. */
const SORT_ICON = 32;

/** The widest content of each rendered column, measured as the grid's own autosize does. */
function measure(grid: HTMLElement): Record<string, number> {
  const out: Record<string, number> = {};
  const widest = (field: string, px: number) => (out[field] = Math.max(out[field] ?? 0, px));
  grid.classList.add(gridClasses.autosizing);
  for (const cell of grid.querySelectorAll<HTMLElement>('[role="gridcell"][data-field]'))
    widest(cell.dataset.field ?? '', Math.ceil(cell.getBoundingClientRect().width));
  for (const header of grid.querySelectorAll<HTMLElement>('[role="columnheader"][data-field]')) {
    const title = header.querySelector<HTMLElement>(`.${gridClasses.columnHeaderTitle}`);
    const style = getComputedStyle(header);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const sortable = header.classList.contains(gridClasses['columnHeader--sortable']);
    const px = (title?.scrollWidth ?? 0) + padding + (sortable ? SORT_ICON : 0) + 2;
    widest(header.dataset.field ?? '', Math.ceil(px));
  }
  grid.classList.remove(gridClasses.autosizing);
  return out;
}

/**
 * The content widths of the grid inside `el`, measured once it has rows and again whenever
 * its cells change (a page, a name that loads later); undefined until there is something.
 */
export function useContentWidths(el: HTMLElement | null): Widths | undefined {
  const [widths, setWidths] = useState<Widths>();
  const update = useCallback((grid: HTMLElement) => {
    const next = measure(grid);
    if (Object.values(next).some((px) => px > 0))
      setWidths((prev) => (same(prev, next) ? prev : next));
  }, []);
  useLayoutEffect(() => {
    const grid = el?.querySelector<HTMLElement>(`.${gridClasses.root}`);
    if (!grid || typeof MutationObserver === 'undefined') return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => update(grid));
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(grid, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [el, update]);
  return widths;
}
