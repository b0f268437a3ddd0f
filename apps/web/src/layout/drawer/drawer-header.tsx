import Stack from '@mui/material/Stack';
import { HEADER_HEIGHT } from '@studydesk/contract/plain';
import { Logo } from '../../components/logo';

/** Top of the drawer: the full logo when open, the icon-only logo when collapsed. */
export function DrawerHeader({ open }: { open: boolean }) {
  return (
    <Stack
      direction="row"
      alignItems="center"
      sx={{
        minHeight: HEADER_HEIGHT,
        width: 'inherit',
        pl: open ? 3 : 0,
        justifyContent: open ? 'flex-start' : 'center',
        flexShrink: 0,
      }}
    >
      <Logo isIcon={!open} />
    </Stack>
  );
}
