import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LazyTooltip } from '../../components/lazy-popup';
import { adminMenuItems, menuItems, type MenuEntry } from '../menu-items';
import { useMenuState } from '../menu-state';
import { NavItemActions } from './nav-item-actions';
import { navItemSx } from './nav-item-styles';

const URLS = [...menuItems, ...adminMenuItems]
  .flatMap((g) => g.children ?? [])
  .flatMap((i) => (i.url ? [i.url] : []));
const startsAt = (pathname: string, url: string) => pathname.startsWith(url);

/** The path starts with the item's link, and with no longer item's link that starts with it
 * (/applications/commission is Commission's, not Applications' too). */
export const isItemSelected = (pathname: string, url: string | undefined): boolean =>
  !!url &&
  startsAt(pathname, url) &&
  !URLS.some((o) => o.length > url.length && o.startsWith(url) && startsAt(pathname, o));

/** Where the item goes: a router link, or a plain anchor for external addresses. */
function linkProps(item: MenuEntry) {
  const url = item.url ?? '';
  const tab = item.target ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return item.external
    ? { component: 'a' as const, href: url, ...tab }
    : { component: RouterLink, to: url, ...tab };
}

/** The item as it is until the tooltip's code is in (its name is its own `aria-label`). */
function withTooltip(title: string, show: boolean, child: ReactElement) {
  if (!show) return child;
  return (
    <LazyTooltip title={title} placement="right">
      {child}
    </LazyTooltip>
  );
}

type ContentProps = { item: MenuEntry; drawerOpen: boolean; showText: boolean };

/** Icon, then (unless collapsed to an icon) the title and the chip. */
function NavItemContent({ item, drawerOpen, showText }: ContentProps) {
  const Icon = item.icon;
  return (
    <>
      {Icon && (
        <ListItemIcon className="nav-item-icon" aria-hidden>
          <Icon style={{ fontSize: drawerOpen ? '1rem' : '1.25rem' }} />
        </ListItemIcon>
      )}
      {showText && <ListItemText primary={item.title} secondary={item.caption} />}
      {showText && item.chip && (
        <Chip
          color={item.chip.color}
          variant={item.chip.variant}
          size={item.chip.size}
          label={item.chip.label}
          avatar={item.chip.avatar ? <Avatar>{item.chip.avatar}</Avatar> : undefined}
        />
      )}
    </>
  );
}

export function NavItem({ item, level }: { item: MenuEntry; level: number }) {
  const theme = useTheme();
  const belowLg = useMediaQuery(theme.breakpoints.down('lg'));
  const { drawerOpen, setDrawerOpen, activateItem } = useMenuState();
  const { pathname } = useLocation();
  const selected = isItemSelected(pathname, item.url);
  const showText = drawerOpen || level !== 1;

  const onClick = () => {
    activateItem(item.id);
    if (belowLg) setDrawerOpen(false);
  };

  const button = (
    <ListItemButton
      {...linkProps(item)}
      disabled={item.disabled}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      // collapsed to an icon, the title is its name (the tooltip shows it too)
      aria-label={showText ? undefined : item.title}
      onClick={onClick}
      sx={navItemSx(drawerOpen, level)}
    >
      <NavItemContent item={item} drawerOpen={drawerOpen} showText={showText} />
    </ListItemButton>
  );

  return (
    <ListItem
      disablePadding
      secondaryAction={showText && item.actions ? <NavItemActions actions={item.actions} /> : null}
    >
      {withTooltip(item.title, !showText, button)}
    </ListItem>
  );
}
