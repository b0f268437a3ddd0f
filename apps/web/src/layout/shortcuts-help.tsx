import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRegisteredShortcuts, useShortcuts } from '../lib/shortcuts';

/** `?` lists the keys the current screen answers to. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useShortcuts([{ keys: '?', description: 'Show these shortcuts', run: () => setOpen(true) }]);
  const shortcuts = useRegisteredShortcuts();
  // one line per key, whoever registered it
  const lines = [...new Map(shortcuts.map((s) => [s.keys, s])).values()];
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      aria-labelledby="shortcuts-title"
      maxWidth="xs"
      fullWidth
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
        <Button onClick={() => setOpen(false)}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
