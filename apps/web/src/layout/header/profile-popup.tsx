import { useNavigate } from 'react-router';
import { LogoutOutlined } from '../../lib/icons/logout-outlined';
import { UserOutlined } from '../../lib/icons/user-outlined';
import Avatar from '@mui/material/Avatar';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studydesk/contract';
import { useLogoutMutation } from '../../features/auth/auth-api';
import { clearSession } from '../../lib/session';
import { HeaderPopper } from '../../components/header-popper';
import { avatarOf, nameOf } from '../../lib/user-display';

// Its own chunk (the popper, the menu): loaded when the profile menu first opens, or ahead of
// that (profile-menu.tsx).

/** Logout (spec §2): revoke the server session best-effort, drop the local one, go to /login. */
function useSignOut() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout().unwrap();
    } catch {
      // Best effort: the session is dropped locally whatever the server says.
    }
    clearSession();
    void navigate('/login', { replace: true });
  };
}

type CardProps = { user: SessionUser | null; onViewProfile: () => void; onLogout: () => void };

function ProfileCard({ user, onViewProfile, onLogout }: CardProps) {
  return (
    <>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
        <Avatar alt="" src={avatarOf(user)} sx={{ width: 40, height: 40 }} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 600 }}>
            {nameOf(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {user?.userType}
          </Typography>
        </Stack>
      </Stack>
      <MenuList autoFocusItem sx={{ borderTop: 1, borderColor: 'divider' }}>
        <MenuItem onClick={onViewProfile}>
          <ListItemIcon aria-hidden>
            <UserOutlined />
          </ListItemIcon>
          <ListItemText primary="View Profile" />
        </MenuItem>
        <MenuItem onClick={onLogout}>
          <ListItemIcon aria-hidden>
            <LogoutOutlined />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </MenuItem>
      </MenuList>
    </>
  );
}

type Props = {
  id: string;
  user: SessionUser | null;
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
};

/** The profile popup of spec §2: name, user type, avatar; View Profile and Logout. */
export default function ProfilePopup({ id, user, open, anchorEl, onClose }: Props) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <HeaderPopper
      id={id}
      label="Profile"
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      size={{ width: 290 }}
    >
      <ProfileCard
        user={user}
        onViewProfile={() => {
          onClose();
          void navigate('/profile');
        }}
        onLogout={() => {
          onClose();
          void signOut();
        }}
      />
    </HeaderPopper>
  );
}
