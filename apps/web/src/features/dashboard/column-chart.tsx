import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** One coloured part of a column; with `to` it is a link named by `label`. */
export type Segment = { key: string; value: number; colour: string; label: string; to?: string };
export type Column = { key: string; axisLabel: string; segments: readonly Segment[] };

type ColumnChartProps = {
  /** names the group of bar links */
  label: string;
  columns: readonly Column[];
  max: number;
  format?: (value: number) => string;
  /** an axis label under every n-th column (twice as sparse on phones) */
  every: number;
};

const HEIGHT = 180;

/** A column per entry, its segments stacked from the bottom: hand-drawn SVG, every bar a link. */
export function ColumnChart({ label, columns, max, format = String, every }: ColumnChartProps) {
  const n = columns.length;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1 }}>
      <Box aria-hidden sx={{ position: 'relative', height: HEIGHT, minWidth: 24 }}>
        {[max, max / 2, 0].map((tick, i) => (
          <Typography
            key={tick}
            variant="caption"
            color="text.secondary"
            sx={{
              position: 'absolute',
              right: 0,
              top: `${i * 50}%`,
              transform: 'translateY(-50%)',
            }}
          >
            {format(tick)}
          </Typography>
        ))}
      </Box>
      <Box
        component="svg"
        role="group"
        aria-label={label}
        viewBox={`0 0 ${n} ${max}`}
        preserveAspectRatio="none"
        sx={{
          width: '100%',
          height: HEIGHT,
          display: 'block',
          overflow: 'visible',
          '& a:hover rect': { opacity: 0.8 },
          '& a:focus': { outline: 'none' },
          '& a:focus-visible rect': { stroke: (t) => t.palette.text.primary, strokeWidth: 2 },
        }}
      >
        {[0, max / 2, max].map((y) => (
          <line
            key={y}
            x1={0}
            x2={n}
            y1={y}
            y2={y}
            stroke="currentColor"
            strokeOpacity={0.15}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {columns.map((column, i) => (
          <ColumnBars key={column.key} column={column} x={i} max={max} />
        ))}
      </Box>
      <Box
        aria-hidden
        sx={{ gridColumn: 2, display: 'grid', gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }}
      >
        {columns.map((c, i) => (
          <Typography
            key={c.key}
            variant="caption"
            color="text.secondary"
            sx={{
              justifySelf: 'center',
              whiteSpace: 'nowrap',
              visibility: {
                xs: i % (every * 2) === 0 ? 'visible' : 'hidden',
                sm: i % every === 0 ? 'visible' : 'hidden',
              },
            }}
          >
            {c.axisLabel}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function ColumnBars({ column, x, max }: { column: Column; x: number; max: number }) {
  let top = max;
  return column.segments.map((s) => {
    if (s.value <= 0) return null;
    top -= s.value;
    const bar = (
      <rect
        x={x + 0.15}
        y={top}
        width={0.7}
        height={s.value}
        fill={s.colour}
        vectorEffect="non-scaling-stroke"
      />
    );
    return s.to ? (
      <RouterLink key={s.key} to={s.to} aria-label={s.label}>
        <title>{s.label}</title>
        {bar}
      </RouterLink>
    ) : (
      <g key={s.key}>
        <title>{s.label}</title>
        {bar}
      </g>
    );
  });
}

/** A round top for an axis: 2, 4 … 10, then 20, 50, 100, 200 … */
export function niceMax(value: number): number {
  if (value <= 10) return Math.max(2, Math.ceil(value / 2) * 2);
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((m) => m >= value) ?? value;
}
