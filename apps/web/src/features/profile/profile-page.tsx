import { Suspense, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { CalendarOutlined } from '../../lib/icons/calendar-outlined';
import { SettingOutlined } from '../../lib/icons/setting-outlined';
import { TeamOutlined } from '../../lib/icons/team-outlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile } from '@studydesk/contract';
import { PageHeader } from '../../components/page-header';
import { FormSlot } from '../../components/form-slot';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { DEFAULT_AVATAR } from '../../lib/user-display';
import { useDocumentTitle } from '../../lib/use-document-title';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { useProfileQuery } from './profile-api';
import { DigestSwitch } from './digest-switch';

// The forms (react-hook-form, the contract's schemas, the inputs) load with the profile's data,
// not with the route.
const DetailsForm = lazyPart<{ profile: Profile }>(() =>
  import('./profile-forms').then((m) => ({ default: m.DetailsForm })),
);
const PasswordForm = lazyPart<object>(() =>
  import('./profile-forms').then((m) => ({ default: m.PasswordForm })),
);

// Not on the profile's first load: most visits never make a calendar address.
const CalendarFeedCard = lazyPart(() => import('../appointments/calendar-feed-card'));

function Summary({ profile }: { profile: Profile }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5} alignItems="center" sx={{ textAlign: 'center', py: 2 }}>
          <Avatar alt="" src={profile.image ?? DEFAULT_AVATAR} sx={{ width: 96, height: 96 }} />
          <Typography variant="h5" component="p">
            {profile.fname} {profile.lname}
          </Typography>
          <Typography color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {profile.userType}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {profile.email}
          </Typography>
          {userCan('enquiries', 'read') && (
            <Button
              component={RouterLink}
              to="/profile/availability"
              variant="outlined"
              startIcon={<CalendarOutlined aria-hidden />}
            >
              My availability
            </Button>
          )}
          {userCan('users', 'read') && (
            <Button
              component={RouterLink}
              to="/my-team"
              variant="outlined"
              startIcon={<TeamOutlined aria-hidden />}
            >
              Manage my team
            </Button>
          )}
          {userCan('settings', 'write') && (
            <Button
              component={RouterLink}
              to="/settings"
              variant="outlined"
              startIcon={<SettingOutlined aria-hidden />}
            >
              Agency settings
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The forms' own heights (px, at 375 and 1440 px wide), held while their code loads. */
const DETAILS_HEIGHT = { xs: 469, sm: 394 };
const PASSWORD_HEIGHT = { xs: 262, sm: 242 };

/** /profile: one's own name, mobile, photo and password. */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const query = useProfileQuery();
  useEffect(() => DetailsForm.preload(), []);
  return (
    <Stack spacing={2.5}>
      <PageHeader title="Profile" />
      <QueryState
        query={query}
        fallback="Could not load your profile"
        loadingLabel="Loading your profile"
      >
        {(profile) => (
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Summary profile={profile} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={2.5}>
                <SectionCard title="Personal details">
                  <FormSlot height={DETAILS_HEIGHT}>
                    <DetailsForm key={profile._id} profile={profile} />
                  </FormSlot>
                </SectionCard>
                <SectionCard title="Change password">
                  <FormSlot height={PASSWORD_HEIGHT}>
                    <PasswordForm />
                  </FormSlot>
                </SectionCard>
                {userCan('enquiries', 'read') && <DigestSwitch />}
                {userCan('enquiries', 'read') && (
                  <Suspense fallback={null}>
                    <CalendarFeedCard />
                  </Suspense>
                )}
              </Stack>
            </Grid>
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}
