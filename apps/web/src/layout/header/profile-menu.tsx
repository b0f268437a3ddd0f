import { useCallback, useRef, useState, type Ref } from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studydesk/contract';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import { useSessionUser } from '../../lib/session';
import { avatarOf, nameOf } from '../../lib/user-display';

const POPUP_ID = 'profile-popup';

export const ProfilePopup = lazyPart(() => import('./profile-popup'));

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
      onPointerEnter={ProfilePopup.preload}
      onFocus={ProfilePopup.preload}
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

/** The profile menu of spec §2: the user's button; its popup loads on demand. */
export function ProfileMenu() {
  const user = useSessionUser();
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <ProfileButton ref={anchorRef} user={user} open={open} onToggle={() => setOpen((o) => !o)} />
      <LazyPopup open={open}>
        <ProfilePopup
          id={POPUP_ID}
          user={user}
          open={open}
          anchorEl={anchorRef.current}
          onClose={close}
        />
      </LazyPopup>
    </>
  );
}
