import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { renderPage } from '../../lib/test-page';
import StatesPage from './states-page';

const meta = { createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-11T10:00:00.000Z' };
const country = (id: string, name: string): FakeRow => ({ _id: id, name, ...meta });
const place = (id: string, name: string, c: FakeRow): FakeRow => ({
  _id: id,
  name,
  country: c._id,
  countryName: c.name,
  description: null,
  active: true,
  recommended: false,
  ...meta,
});

const india = country('c1', 'India');
const kenya = country('c2', 'Kenya');
let countries: FakeCrudServer;
let places: FakeCrudServer;
beforeEach(() => {
  countries = fakeCrudServer('/api/countries', [india, kenya], 'name', {
    envelope: { items: 'data', count: 'count' },
  });
  places = fakeCrudServer('/api/states', [place('s1', 'Kerala', india)], 'name', {
    envelope: { items: 'data', count: 'count' },
  });
});

describe('places page', () => {
  it('lists places with their country, filtered as the URL says', async () => {
    renderPage(<StatesPage />, '/state', '/state?country=c1&active=true');
    expect(await screen.findByText('Kerala')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Places' })).toBeInTheDocument();
    const get = places.calls.find((c) => c.method === 'GET');
    expect(get?.search.get('country')).toBe('c1');
    expect(get?.search.get('active')).toBe('true');
    // the country filter's chip shows the chosen country's name, read by its id
    expect(await screen.findByText('Country: India')).toBeInTheDocument();
    expect(screen.getByText('Active: Yes')).toBeInTheDocument();
  });

  it('adds a place in a country picked by searching the countries', async () => {
    const { user } = renderPage(<StatesPage />, '/state');
    await user.click(await screen.findByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add place' });
    const pick = within(dialog).getByRole('combobox', { name: /^Country/ });
    await user.type(pick, 'ken');
    await waitFor(() =>
      expect(countries.calls.some((c) => c.search.get('q') === 'ken')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'India' })).toBeNull());
    await user.click(screen.getByRole('option', { name: 'Kenya' }));
    expect(pick).toHaveValue('Kenya');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nairobi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(places.count('POST')).toBe(1));
    expect(places.calls.find((c) => c.method === 'POST')?.body).toEqual({
      country: 'c2',
      name: 'Nairobi',
      description: '',
      active: true,
      recommended: false,
    });
  });

  it('asks for a country before saving', async () => {
    const { user } = renderPage(<StatesPage />, '/state');
    await user.click(await screen.findByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add place' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nowhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a country')).toBeInTheDocument();
    expect(places.count('POST')).toBe(0);
  });
});
