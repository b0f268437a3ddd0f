import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { MenuAction } from '../menu-items';

/** Small buttons at the end of a menu item: a handler, or a link (optionally in a new tab). */
export function NavItemActions({ actions }: { actions: MenuAction[] }) {
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.map((action) => {
        const Icon = action.icon;
        const icon = <Icon style={{ fontSize: '1rem' }} />;
        if (action.type === 'function') {
          return (
            <IconButton
              key={action.label}
              size="small"
              aria-label={action.label}
              onClick={action.handler}
            >
              {icon}
            </IconButton>
          );
        }
        const tab = action.target ? { target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <IconButton
            key={action.label}
            size="small"
            aria-label={action.label}
            component="a"
            href={action.url}
            {...tab}
          >
            {icon}
          </IconButton>
        );
      })}
    </Stack>
  );
}
