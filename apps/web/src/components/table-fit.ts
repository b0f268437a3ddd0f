import { useLayoutEffect, useMemo, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { distributeWidths } from './column-widths';
import type { DataTableProps, TableRow } from './table-types';

/** The grid's own default smallest width of a flexible column. */
const FLEX_MIN = 50;
const ACTIONS = 'actions';

const widthOf = (c: GridColDef<never>): number => c.minWidth ?? c.width ?? FLEX_MIN;

/**
 * Which columns show in `width` px: all when they fit; otherwise the `dropOrder` ones go first,
 * then the others from the right, never the first column nor the actions (pinned at the end).
 */
export function fitColumns<T extends GridValidRowModel>(
  columns: readonly GridColDef<T>[],
  width: number,
  dropOrder: readonly string[] = [],
): Set<string> {
  const shown = new Set(columns.map((c) => c.field));
  const byField = new Map(columns.map((c) => [c.field, widthOf(c as GridColDef<never>)]));
  let total = columns.reduce((sum, c) => sum + widthOf(c as GridColDef<never>), 0);
  const rightToLeft = columns
    .slice(1)
    .map((c) => c.field)
    .filter((f) => f !== ACTIONS && !dropOrder.includes(f))
    .reverse();
  for (const field of [...dropOrder, ...rightToLeft]) {
    if (total <= width) break;
    if (!shown.delete(field)) continue;
    total -= byField.get(field) ?? 0;
  }
  return shown;
}

/** The width of the element `ref` is set on, kept up to date; Infinity until measured. */
export function useElementWidth<E extends HTMLElement>() {
  // a callback ref: the element may come later (after a loading or empty state)
  const [el, ref] = useState<E | null>(null);
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return { ref, width, el };
}

/**
 * The shown columns sized to what they hold: the definitions' widths until the
 * content is measured, then `distributeWidths` over the width there is.
 */
function sized<T extends GridValidRowModel>(
  columns: readonly GridColDef<T>[],
  shown: Set<string>,
  width: number,
  content: Readonly<Record<string, number>> | undefined,
): GridColDef<T>[] {
  const visible = columns.filter((c) => shown.has(c.field));
  if (!content || !Number.isFinite(width) || visible.some((c) => !content[c.field]))
    return [...columns];
  const needs = visible.map((c) => ({
    field: c.field,
    content: content[c.field] ?? 0,
    min: c.minWidth ?? FLEX_MIN,
    flex: c.flex ?? 0,
  }));
  // a pixel short of the edge: fractions must not make the grid scroll sideways
  const widths = distributeWidths(needs, Math.floor(width) - 1);
  return columns.map((c) => {
    const w = widths[c.field];
    if (w === undefined) return c;
    return { ...c, width: w, flex: undefined, minWidth: Math.min(w, c.minWidth ?? FLEX_MIN) };
  });
}

const CARD_FIELD = '__card';

/** On phones: one card column (plus any actions the phone keeps); else the columns that fit. */
export function useShownColumns<T extends TableRow>(
  props: DataTableProps<T>,
  width: number,
  content?: Readonly<Record<string, number>>,
) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const { columns, card, hiddenOnMobile = [], dropOrder } = props;
  return useMemo(() => {
    if (mobile && card) {
      const cardColumn: GridColDef<T> = {
        field: CARD_FIELD,
        headerName: props.label,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => card(row),
      };
      const kept = columns.filter((c) => c.type === 'actions' && !hiddenOnMobile.includes(c.field));
      return { columns: [cardColumn, ...kept], visibility: {}, card: true };
    }
    const shown = fitColumns(columns, width, dropOrder);
    const visibility = Object.fromEntries(
      columns.map((c) => [
        c.field,
        shown.has(c.field) && !(mobile && hiddenOnMobile.includes(c.field)),
      ]),
    );
    const fitted = sized(
      columns,
      new Set(columns.filter((c) => visibility[c.field]).map((c) => c.field)),
      width,
      content,
    );
    return { columns: fitted, visibility, card: false };
  }, [mobile, card, columns, hiddenOnMobile, dropOrder, width, content, props.label]);
}
