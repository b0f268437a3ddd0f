import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRegisteredShortcuts } from '../lib/shortcuts';

// Its own chunk: loaded when `?` is first pressed, or ahead of that while the page is idle.

/** The keys the current screen answers to, one line per key whoever registered it. */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const shortcuts = useRegisteredShortcuts();
  const lines = [...new Map(shortcuts.map((s) => [s.keys, s])).values()];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="shortcuts-title"
      maxWidth="xs"
      fullWidth
      // Focus lands on the dialog itself (opened with `?`, the browser would ring all of it):
      // no ring round the whole box, as MUI has none round its container.
      slotProps={{ paper: { sx: { outline: 0 } } }}
    >
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {lines.map((s) => (
            <Box key={s.keys} sx={{ display: 'contents' }}>
              <Typography component="dt">
                <Box
                  component="kbd"
                  sx={{
                    px: 0.75,
                    py: 0.25,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    fontFamily: 'inherit',
                  }}
                >
                  {s.keys}
                </Box>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {s.description}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
