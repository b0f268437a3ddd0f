import { z } from 'zod';
import { id, isoDate } from '../common/fields';

const count = z.number().int().min(0);

export const DashboardQuerySchema = z.object({
  /** The browser's calendar date: it defines "today" and "this month". */
  today: isoDate('Today').optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardCardsSchema = z.object({
  newEnquiries: count.nullable(),
  enquiriesThisMonth: count.nullable(),
  enquiriesLastMonth: count.nullable(),
  followUpsDueToday: count.nullable(),
  followUpsOverdue: count.nullable(),
  /** call requests not closed (new or read) */
  openCallRequests: count.nullable(),
  /** accounts waiting for an admin (admins only) */
  pendingRegistrations: count.nullable(),
  /** accounts that can sign in (admins only): the team card's "3 active" */
  activeStaff: count.nullable(),
  colleges: count,
  courses: count,
  countries: count,
});

export const DayStatusCountsSchema = z.object({
  date: z.string(),
  new: count,
  active: count,
  pending: count,
  converted: count,
  closed: count,
});

export const MonthConversionSchema = z.object({
  month: z.string(),
  total: count,
  converted: count,
  /** converted ÷ total, 0 when there were none */
  rate: z.number().min(0).max(1),
});

/** An open intake and its college, by deadline (the dashboard's list, an enquiry's intakes). */
export const IntakeDeadlineSchema = z.object({
  _id: z.string(),
  college: z.string(),
  collegeName: z.string(),
  intakeMonth: z.string(),
  intakeYear: z.number().int(),
  deadlineDate: z.string(),
});

/** Figures a role cannot read are null (cards) or empty lists. */
export const DashboardSummarySchema = z.object({
  today: z.string(),
  cards: DashboardCardsSchema,
  charts: z.object({
    perDay: z.array(DayStatusCountsSchema),
    byCategory: z.array(z.object({ category: z.string(), count })),
    /** the ten countries asked about most */
    byCountry: z.array(z.object({ country: z.string(), count })),
    /** enquiries naming a country outside those ten */
    otherCountries: count,
    /** enquiries naming no country (shown apart from the countries) */
    notGiven: count,
    conversionByMonth: z.array(MonthConversionSchema),
  }),
  lists: z.object({
    latestEnquiries: z.array(
      z.object({
        _id: z.string(),
        enqNo: z.string(),
        fName: z.string(),
        lName: z.string().nullable(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    followUpsToday: z.array(
      z.object({
        _id: z.string(),
        enquiry: z.string(),
        enqNo: z.string(),
        enquiryName: z.string(),
        followUpDetails: z.string().nullable(),
        nextContactDate: z.string(),
      }),
    ),
    intakesClosingSoon: z.array(IntakeDeadlineSchema),
    pendingRegistrations: z
      .array(
        z.object({
          _id: z.string(),
          fname: z.string(),
          lname: z.string(),
          email: z.string(),
          createdAt: z.string(),
        }),
      )
      .nullable(),
  }),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/** The charts of a role that may not read enquiries: all empty. */
export const NO_ENQUIRY_CHARTS: DashboardSummary['charts'] = {
  perDay: [],
  byCategory: [],
  byCountry: [],
  otherCountries: 0,
  notGiven: 0,
  conversionByMonth: [],
};
