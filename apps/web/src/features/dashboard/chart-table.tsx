import Box from '@mui/material/Box';

type ChartTableProps = {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

/** A chart's numbers as a table for screen readers; the chart itself stays the picture. */
export function ChartTable({ caption, head, rows }: ChartTableProps) {
  return (
    // a table ignores its own width, so a clipped box around it hides it
    <Box
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      }}
    >
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={String(first)}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={head[i + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
