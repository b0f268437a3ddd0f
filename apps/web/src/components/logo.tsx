import { Link as RouterLink } from 'react-router';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGO_HEIGHT, LOGO_ICON_HEIGHT } from '@studydesk/contract/plain';
import { BLUE } from '../lib/theme/palette';

/** Where the logo leads (spec §2); /dashboard/default redirects to /dashboard. */
export const LOGO_TARGET = '/dashboard/default';

function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={BLUE[500]} />
      <path d="M7 12l9-5 9 5-9 5z" fill="#fff" />
      <path d="M11 15v5c0 1.5 2.5 3 5 3s5-1.5 5-3v-5l-5 3z" fill="#fff" opacity=".85" />
    </svg>
  );
}

/** The StudyDesk logo: mark and name (35 px high), or the mark alone (37 px) when collapsed. */
export function Logo({ isIcon = false, to = LOGO_TARGET }: { isIcon?: boolean; to?: string }) {
  return (
    <ButtonBase
      disableRipple
      component={RouterLink}
      to={to}
      aria-label="StudyDesk home"
      sx={{ borderRadius: 1, '&:focus-visible': { outline: `2px solid ${BLUE[500]}` } }}
    >
      {isIcon ? (
        <LogoMark size={LOGO_ICON_HEIGHT} />
      ) : (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ height: LOGO_HEIGHT }}>
          <LogoMark size={28} />
          <Typography
            component="span"
            sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'text.primary', letterSpacing: 0.2 }}
          >
            StudyDesk
          </Typography>
        </Stack>
      )}
    </ButtonBase>
  );
}
