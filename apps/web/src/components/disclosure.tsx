import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DownOutlined } from '../lib/icons/down-outlined';

/**
 * An outlined card whose content is folded away until its heading is clicked: drawn as MUI's
 * outlined accordion without gutters (a 48 px heading row, the arrow turned when open, the
 * content padded 8/16/16 px), from the shell's own parts. The accordion and its Collapse are
 * 3 KB on the first load of the pages that fold something.
 */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      <Box component="h2" sx={{ all: 'unset', display: 'block' }}>
        <ButtonBase
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={() => setOpen(!open)}
          sx={{
            display: 'flex',
            width: '100%',
            minHeight: 48,
            px: 2,
            textAlign: 'start',
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          }}
        >
          <Typography variant="h5" component="span" sx={{ display: 'flex', flexGrow: 1, my: 1.5 }}>
            {title}
          </Typography>
          <Box
            component="span"
            sx={{
              display: 'flex',
              color: 'action.active',
              transform: open ? 'rotate(180deg)' : 'none',
              transition: (theme) =>
                theme.transitions.create('transform', {
                  duration: theme.transitions.duration.shortest,
                }),
            }}
          >
            <DownOutlined aria-hidden />
          </Box>
        </ButtonBase>
      </Box>
      {/* kept in the page while folded, as the accordion kept it: only hidden */}
      <Box
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        sx={{ p: 2, pt: 1 }}
      >
        {children}
      </Box>
    </Paper>
  );
}
