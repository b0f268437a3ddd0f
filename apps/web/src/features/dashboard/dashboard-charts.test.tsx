import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ENQUIRY_CHARTS } from '@studydesk/contract';
import { renderDashboard } from './test-dashboard';
import { summaryOf } from './test-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quietMonths = ['2026-02', '2026-03'].map((month) => ({
  month,
  total: 0,
  converted: 0,
  rate: 0,
}));
const quietDays = summaryOf().charts.perDay.map((d) => ({
  ...d,
  new: 0,
  active: 0,
  pending: 0,
  converted: 0,
  closed: 0,
}));

describe('the dashboard’s charts', () => {
  it('says so in place of each chart that has nothing to draw', async () => {
    renderDashboard(
      'admin',
      summaryOf({
        charts: { ...NO_ENQUIRY_CHARTS, perDay: quietDays, conversionByMonth: quietMonths },
      }),
    );
    const region = async (name: string) => within(await screen.findByRole('region', { name }));
    const perDay = await region('Enquiries per day, last 30 days');
    expect(perDay.getByText('No enquiries in the last 30 days')).toBeVisible();
    expect(perDay.queryByRole('group')).toBeNull();
    const conversion = await region('Conversion rate per month');
    expect(conversion.getByText('No enquiries in the last 12 months')).toBeVisible();
    expect(conversion.queryByRole('group')).toBeNull();
    expect((await region('Enquiries by category')).getByText('No enquiries yet')).toBeVisible();
    const countries = await region('Enquiries by country of interest');
    expect(countries.getByText('No enquiries yet')).toBeVisible();
    expect(countries.queryByText(/Not given/)).toBeNull();
  });

  it('says none converted in place of a conversion chart of empty bars', async () => {
    const months = quietMonths.map((m, i) => ({ ...m, total: i + 4 }));
    renderDashboard(
      'admin',
      summaryOf({ charts: { ...summaryOf().charts, conversionByMonth: months } }),
    );
    const conversion = within(
      await screen.findByRole('region', { name: 'Conversion rate per month' }),
    );
    expect(
      conversion.getByText('None of the 9 enquiries of the last 12 months has converted yet'),
    ).toBeVisible();
    expect(conversion.queryByRole('group')).toBeNull();
  });

  it('shows "Not given" apart from the countries, not as a bar among them', async () => {
    renderDashboard('admin');
    const countries = within(
      await screen.findByRole('region', { name: 'Enquiries by country of interest' }),
    );
    const bars = countries.getByRole('list', { name: 'Enquiries by country of interest' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['India 6 enquiries', 'Other 4 enquiries', 'Other countries 3 enquiries']);
    expect(within(bars).queryByText(/Not given/)).toBeNull();
    expect(countries.getByText('Not given: 2')).toBeVisible();
  });

  it('says no country was given when none was, and draws no bars', async () => {
    const { charts } = summaryOf();
    renderDashboard(
      'admin',
      summaryOf({ charts: { ...charts, byCountry: [], otherCountries: 0, notGiven: 5 } }),
    );
    const countries = within(
      await screen.findByRole('region', { name: 'Enquiries by country of interest' }),
    );
    expect(countries.getByText('No enquiry names a country')).toBeVisible();
    expect(countries.queryByRole('list')).toBeNull();
    expect(countries.getByText('Not given: 5')).toBeVisible();
  });
});
