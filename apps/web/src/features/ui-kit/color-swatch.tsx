import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { labelColor, toHex } from './color-tokens';

/** One colour as a tile, named and with its hex written on it in black or white. */
export function ColorSwatch({ name, color }: { name: string; color: string }) {
  const { palette } = useTheme();
  const hex = toHex(color);
  return (
    <Box
      component="li"
      sx={{
        bgcolor: color,
        color: labelColor(color, palette.background.paper, palette.common) ?? 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        minHeight: 72,
        px: 1.5,
        py: 1.25,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        minWidth: 0,
      }}
    >
      <Typography variant="subtitle1" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {hex}
      </Typography>
    </Box>
  );
}
