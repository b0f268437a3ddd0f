import Box from '@mui/material/Box';

export type Token = { label: string; value: string };

/** Theme values as a description list of label / value pairs that wraps on narrow screens. */
export function TokenList({ tokens }: { tokens: Token[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
    >
      {tokens.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 }}>
          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {label}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
