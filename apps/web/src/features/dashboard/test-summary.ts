import { NO_ENQUIRY_CHARTS, type DashboardSummary } from '@studydesk/contract';

const TODAY = '2026-03-15';
const days = Array.from({ length: 30 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 1, 14 + i)).toISOString().slice(0, 10);
  return { date: d, new: 0, active: 0, pending: 0, converted: 0, closed: 0 };
});
days[28] = { ...days[28]!, new: 2, active: 1 };

/** An admin's summary for 15 March 2026; `over` replaces parts of it. */
export function summaryOf(over: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    today: TODAY,
    cards: {
      newEnquiries: 12,
      enquiriesThisMonth: 23,
      enquiriesLastMonth: 18,
      followUpsDueToday: 3,
      followUpsOverdue: 4,
      openCallRequests: 5,
      pendingRegistrations: 2,
      activeStaff: 3,
      colleges: 7,
      courses: 9,
      countries: 6,
    },
    charts: {
      perDay: days,
      byCategory: [
        { category: 'Graduate', count: 10 },
        { category: 'PhD', count: 1 },
      ],
      byCountry: [
        { country: 'India', count: 6 },
        { country: 'Other', count: 4 },
      ],
      otherCountries: 3,
      notGiven: 2,
      conversionByMonth: [
        { month: '2026-02', total: 8, converted: 0, rate: 0 },
        { month: '2026-03', total: 12, converted: 3, rate: 0.25 },
      ],
    },
    lists: {
      latestEnquiries: [
        {
          _id: 'e1',
          enqNo: 'ENQ-000001',
          fName: 'Asha',
          lName: 'Verma',
          status: 'new',
          createdAt: '2026-03-14T09:00:00.000Z',
        },
      ],
      followUpsToday: [
        {
          _id: 'f1',
          enquiry: 'e2',
          enqNo: 'ENQ-000002',
          enquiryName: 'Ravi Rao',
          followUpDetails: 'Call about the offer',
          nextContactDate: TODAY,
        },
      ],
      intakesClosingSoon: [
        {
          _id: 'i1',
          college: 'c1',
          collegeName: 'Lakeside College',
          intakeMonth: 'September',
          intakeYear: 2026,
          deadlineDate: '2026-04-01',
        },
      ],
      pendingRegistrations: [
        {
          _id: 'u9',
          fname: 'Neha',
          lname: 'Joshi',
          email: 'neha@example.com',
          createdAt: '2026-03-13T10:00:00.000Z',
        },
      ],
    },
    ...over,
  };
}

/** What an editor gets: no enquiry figures, no call requests, no registrations. */
export function editorSummary(): DashboardSummary {
  const admin = summaryOf();
  return summaryOf({
    cards: {
      ...admin.cards,
      newEnquiries: null,
      enquiriesThisMonth: null,
      enquiriesLastMonth: null,
      followUpsDueToday: null,
      followUpsOverdue: null,
      openCallRequests: null,
      pendingRegistrations: null,
      activeStaff: null,
    },
    charts: NO_ENQUIRY_CHARTS,
    lists: {
      latestEnquiries: [],
      followUpsToday: [],
      intakesClosingSoon: admin.lists.intakesClosingSoon,
      pendingRegistrations: null,
    },
  });
}
