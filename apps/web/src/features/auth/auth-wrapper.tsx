import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BLUE } from '../../lib/theme/palette';
import { useHydrated } from '../../lib/hydrated';
import { Logo } from '../../components/logo';

/** Soft blue shapes behind the card, as on the Mantis sign-in pages. */
const BACKGROUND = `radial-gradient(circle at 12% 85%, ${BLUE[100]}66 0, transparent 32%),
  radial-gradient(circle at 88% 15%, ${BLUE[50]} 0, transparent 30%)`;

type Props = {
  children: ReactNode;
  /** the card's widest; a long form wants more than sign-in */
  maxWidth?: number;
  /** where the logo leads (visitors of the public form have no dashboard) */
  home?: string;
};

/** Page frame for the screens outside the layout: logo, a centred card, a footer. */
export function AuthWrapper({ children, maxWidth = 475, home }: Props) {
  const hydrated = useHydrated();
  return (
    <Stack sx={{ minHeight: '100vh', bgcolor: 'background.default', backgroundImage: BACKGROUND }}>
      {/* every part of the page in a landmark (axe `region`): the logo in the banner */}
      <Box component="header" sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
        <Logo to={home} />
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: { xs: 2, sm: 3 }, py: 3 }}
      >
        <Card sx={{ width: '100%', maxWidth, p: { xs: 2.5, sm: 3, md: 4 } }}>
          {/* A prerendered form can be neither filled in nor sent (natively, with the password
              in the address) until its script has taken over: a disabled fieldset, unstyled. */}
          <Box
            component="fieldset"
            disabled={!hydrated}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            {children}
          </Box>
        </Card>
      </Box>
      <Typography
        component="footer"
        variant="caption"
        color="text.secondary"
        sx={{ textAlign: 'center', py: 2 }}
        // prerendered in an earlier year, maybe
        suppressHydrationWarning
      >
        © {new Date().getFullYear()} StudyDesk
      </Typography>
    </Stack>
  );
}
