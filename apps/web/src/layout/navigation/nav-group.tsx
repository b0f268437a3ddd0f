import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { MenuEntry } from '../menu-items';
import { useMenuState } from '../menu-state';
import { NavItem } from './nav-item';

export const COLLAPSE_TEXT = 'collapse - only available in paid version';
export const FIX_GROUP_ITEMS_TEXT = 'Fix - Group Collapse or Items';

function GroupChild({ entry }: { entry: MenuEntry }) {
  switch (entry.type) {
    case 'item':
      return <NavItem item={entry} level={1} />;
    case 'collapse':
      return (
        <ListItem sx={{ px: 2.5 }}>
          <Typography variant="caption" color="error">
            {COLLAPSE_TEXT}
          </Typography>
        </ListItem>
      );
    default:
      return (
        <ListItem sx={{ justifyContent: 'center' }}>
          <Typography variant="h6" color="error" align="center">
            {FIX_GROUP_ITEMS_TEXT}
          </Typography>
        </ListItem>
      );
  }
}

/** A titled block of menu items; the title shows only while the drawer is open. */
export function NavGroup({ group }: { group: MenuEntry }) {
  const { drawerOpen } = useMenuState();
  const titleId = `nav-group-${group.id}`;
  const subheader = drawerOpen ? (
    <Box sx={{ pl: 3, mb: 1.5 }}>
      <Typography id={titleId} variant="subtitle2" color="text.secondary">
        {group.title}
      </Typography>
      {group.caption && (
        <Typography variant="caption" color="secondary">
          {group.caption}
        </Typography>
      )}
    </Box>
  ) : undefined;
  // The title sits above the list, not inside it: a list holds only its items.
  return (
    <Box sx={{ mb: drawerOpen ? 1.5 : 0 }}>
      {subheader}
      <List aria-labelledby={drawerOpen ? titleId : undefined} sx={{ py: 0, zIndex: 0 }}>
        {(group.children ?? []).map((entry) => (
          <GroupChild key={entry.id} entry={entry} />
        ))}
      </List>
    </Box>
  );
}
