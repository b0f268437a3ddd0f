import type { CalendarFeed } from '@studydesk/contract';
import { api } from '../../lib/api';

/** POST /users/me/calendar-feed: a new private feed address (the one before stops working). */
export const calendarFeedApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    newCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/users/me/calendar-feed', method: 'POST' }),
    }),
  }),
});

export const { useNewCalendarFeedMutation } = calendarFeedApi;
