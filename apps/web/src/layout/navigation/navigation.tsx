import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { userCan } from '../../lib/permissions';
import { menuFor, type MenuEntry } from '../menu-items';
import { useMenuState } from '../menu-state';
import { NavGroup } from './nav-group';

export const FIX_NAVIGATION_GROUP_TEXT = 'Fix - Navigation Group';

/** The side menu, drawn from the one menu definition; only groups render at the top level. */
export function Navigation({ items: given }: { items?: MenuEntry[] }) {
  const { drawerOpen } = useMenuState();
  const items =
    given ??
    menuFor(
      userCan('settings', 'write'),
      userCan('officeSettings', 'write'),
      userCan('enquiries', 'read'),
    );
  return (
    <Box sx={{ pt: drawerOpen ? 2 : 0, '& > ul:first-of-type': { mt: 0 } }}>
      {items.map((entry) =>
        entry.type === 'group' ? (
          <NavGroup key={entry.id} group={entry} />
        ) : (
          <Typography key={entry.id} variant="h6" color="error" align="center">
            {FIX_NAVIGATION_GROUP_TEXT}
          </Typography>
        ),
      )}
    </Box>
  );
}
