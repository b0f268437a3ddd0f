import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type ShadowTileProps = {
  label: string;
  shadow: string;
  /** the CSS value, written under the label */
  detail?: string;
};

/** A white tile that casts `shadow`, named so the level does not rest on the look alone. */
export function ShadowTile({ label, shadow, detail }: ShadowTileProps) {
  return (
    <Box
      component="li"
      sx={{
        bgcolor: 'background.paper',
        boxShadow: shadow,
        borderRadius: 2,
        minHeight: 88,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        textAlign: 'center',
        minWidth: 0,
      }}
    >
      <Typography variant="subtitle1" component="span">
        {label}
      </Typography>
      {detail && (
        <Typography
          variant="caption"
          component="span"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {detail}
        </Typography>
      )}
    </Box>
  );
}
