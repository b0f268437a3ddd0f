import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type Availability, type AvailabilityPut } from '@studydesk/contract';
import { fastUser } from '../../lib/test-page';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { office } from '../offices/fake-offices-server';
import AvailabilityPage from './availability-page';

const OFFICES = [
  office('o1', 'London', { timeZone: 'Europe/London' }),
  office('o2', 'Delhi', { timeZone: 'Asia/Kolkata' }),
];
let stored: Availability;
const puts: AvailabilityPut[] = [];

/** The API's own check, as it answers it: a range that ends before it starts. */
function check(body: AvailabilityPut) {
  const bad = body.weekly.findIndex((h) => h.to <= h.from);
  return bad < 0
    ? undefined
    : {
        message: 'Validation failed',
        fieldErrors: { [`weekly.${bad}.to`]: 'To must be after From' },
      };
}

beforeEach(() => {
  puts.length = 0;
  stored = { weekly: [{ day: 'mon', from: '09:00', to: '12:00', office: 'o1' }], timeOff: [] };
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path === '/offices') return json({ data: OFFICES });
    if (path !== '/users/u1/availability') return json({ message: 'Not found' }, 404);
    if (req.method === 'PUT') {
      const body = (await req.json()) as AvailabilityPut;
      puts.push(body);
      const refused = check(body);
      if (refused) return json(refused, 400);
      stored = body as Availability;
    }
    return json(stored);
  });
  signIn({ userType: 'counsellor', offices: ['o1', 'o2'] });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = () => {
  renderRoutes('/profile/availability', [
    { path: '/profile/availability', element: <AvailabilityPage /> },
  ]);
  return fastUser();
};

describe('My availability', () => {
  it('shows each range in its office’s time zone and puts the API’s check beside the field', async () => {
    const user = open();
    expect(await screen.findByRole('heading', { name: 'My availability' })).toBeVisible();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    await vi.waitFor(() => expect(within(monday).getByLabelText('Monday office')).toBeVisible());
    expect(within(monday).getByLabelText('Monday from')).toHaveValue('09:00');
    expect(
      within(monday).getByRole('option', { name: /Delhi — Asia\/Kolkata \(UTC\+05:30\)/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    const second = () => within(monday).getAllByLabelText('Monday to')[1]!;
    await user.selectOptions(within(monday).getAllByLabelText('Monday from')[1]!, '14:00');
    await user.selectOptions(second(), '13:00');
    await user.selectOptions(within(monday).getAllByLabelText('Monday office')[1]!, 'o2');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(monday).findByText('To must be after From')).toBeVisible();
    expect(second()).toHaveAttribute('aria-invalid', 'true');
    expect(second()).toHaveFocus();
    expect(stored.weekly).toHaveLength(1);

    await user.selectOptions(second(), '17:30');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    await user.type(screen.getByLabelText('Away from (1)'), '2027-01-04T09:00');
    await user.type(screen.getByLabelText('Back at (1)'), '2027-01-08T17:00');
    await user.type(screen.getByLabelText('Reason (1)'), 'Graduation fair in Leeds');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({
      weekly: [
        { day: 'mon', from: '09:00', to: '12:00', office: 'o1' },
        { day: 'mon', from: '14:00', to: '17:30', office: 'o2' },
      ],
      timeOff: [
        {
          from: new Date('2027-01-04T09:00').toISOString(),
          to: new Date('2027-01-08T17:00').toISOString(),
          reason: 'Graduation fair in Leeds',
        },
      ],
    });
    await vi.waitFor(() => expect(screen.queryByText('To must be after From')).toBeNull());
  });
});
