import { useCallback, useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { GlobalOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLogoutMutation } from '../../features/auth/auth-api';
import { can, type SessionUser } from '@studydesk/contract';
import { WEBSITE_FORM_PATH } from '../../features/website-form/snippets';
import { clearSession, useSessionUser } from '../../lib/session';
import { HeaderPopper } from './header-popper';

/** Shipped in public/; shown when the user has no picture of their own. */
export const DEFAULT_AVATAR = '/avatar-default.svg';
const POPUP_ID = 'profile-popup';

const nameOf = (user: SessionUser | null) => (user ? `${user.fname} ${user.lname}`.trim() : '');
const avatarOf = (user: SessionUser | null) => (user?.image ? user.image : DEFAULT_AVATAR);

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

type CardProps = {
  user: SessionUser | null;
  onViewProfile: () => void;
  /** admins only: the enquiry form for the agency's website (not a drawer item, spec §2) */
  onWebsiteForm?: () => void;
  onLogout: () => void;
};

function ProfileCard({ user, onViewProfile, onWebsiteForm, onLogout }: CardProps) {
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
        {onWebsiteForm && (
          <MenuItem onClick={onWebsiteForm}>
            <ListItemIcon aria-hidden>
              <GlobalOutlined />
            </ListItemIcon>
            <ListItemText primary="Website form" />
          </MenuItem>
        )}
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

type ButtonProps = {
  ref: Ref<HTMLButtonElement>;
  user: SessionUser | null;
  open: boolean;
  onToggle: () => void;
};

function ProfileButton({ ref, user, open, onToggle }: ButtonProps) {
  return (
    <ButtonBase
      ref={ref}
      aria-label={`${nameOf(user)}, open profile`}
      aria-controls={open ? POPUP_ID : undefined}
      aria-haspopup="true"
      aria-expanded={open}
      onClick={onToggle}
      sx={{ ml: 1, p: 0.5, borderRadius: 1, bgcolor: open ? 'grey.100' : 'transparent' }}
    >
      <Stack direction="row" spacing={1.25} alignItems="center">
        <Avatar alt="" src={avatarOf(user)} sx={{ width: 32, height: 32 }} />
        <Typography
          variant="subtitle1"
          component="span"
          sx={{ display: { xs: 'none', sm: 'block' } }}
        >
          {nameOf(user)}
        </Typography>
      </Stack>
    </ButtonBase>
  );
}

/** The profile menu of spec §2: name, user type, avatar; View Profile and Logout. */
export function ProfileMenu() {
  const user = useSessionUser();
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <>
      <ProfileButton ref={anchorRef} user={user} open={open} onToggle={() => setOpen((o) => !o)} />
      <HeaderPopper
        id={POPUP_ID}
        label="Profile"
        open={open}
        anchorEl={anchorRef.current}
        onClose={close}
        size={{ width: 290 }}
      >
        <ProfileCard
          user={user}
          onViewProfile={() => {
            close();
            void navigate('/profile');
          }}
          onWebsiteForm={
            can(user?.userType, 'settings', 'write')
              ? () => {
                  close();
                  void navigate(WEBSITE_FORM_PATH);
                }
              : undefined
          }
          onLogout={() => {
            close();
            void signOut();
          }}
        />
      </HeaderPopper>
    </>
  );
}
