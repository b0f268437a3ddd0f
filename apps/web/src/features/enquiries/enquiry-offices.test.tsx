import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { fastUser } from '../../lib/test-page';
import { LEEDS, PUNE, startOfficesDesk as start } from './test-offices-desk';

const slow = { timeout: 60_000 };

async function openFilters(user: ReturnType<typeof fastUser>) {
  await screen.findByRole('link', { name: 'ENQ-000001' });
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('the enquiries list with offices', () => {
  it('admins filter by office, kept in the URL and sent to the list', slow, async () => {
    const { desk, user, router } = start('/enquiries');
    const panel = await openFilters(user);
    const field = await within(panel).findByRole('combobox', { name: 'Office' });
    expect(field).toHaveTextContent('All offices');
    await user.click(field);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All offices', 'Leeds', 'Pune']);
    await user.click(options[2]!);
    await waitFor(() => expect(router.state.location.search).toBe('?office=o2'));
    await waitFor(() =>
      expect(desk.last('GET', '/api/enquiries')?.search.get('office')).toBe('o2'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Office: Pune')).toBeInTheDocument();
  });

  it.each([
    ['one office', [LEEDS], 'admin', ['o1']],
    ['a counsellor', [LEEDS, PUNE], 'counsellor', ['o1', 'o2']],
    ['a manager of one office', [LEEDS, PUNE], 'manager', ['o2']],
  ] as const)('no office filter for %s', slow, async (_who, offices, role, mine) => {
    const { user } = start('/enquiries', [...offices], role, [...mine]);
    const panel = await openFilters(user);
    await within(panel).findByRole('combobox', { name: 'Status' });
    expect(within(panel).queryByRole('combobox', { name: 'Office' })).toBeNull();
  });

  it('staff of several offices pick the office of a new enquiry', slow, async () => {
    const { desk, user } = start('/enquiries', [LEEDS, PUNE], 'manager', ['o1', 'o2']);
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await user.click(screen.getByRole('button', { name: 'Add enquiry' }));
    const form = await screen.findByRole('dialog', { name: 'Add enquiry' });
    const field = within(form).getByRole('combobox', { name: /^Office/ });
    expect(field).toHaveTextContent('Leeds');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Kiran');
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'Shah');
    await user.type(within(form).getByRole('textbox', { name: /^Mobile/ }), '+91 98765 43210');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(desk.count('POST', '/api/enquiries')).toBe(1));
    expect(desk.last('POST', '/api/enquiries')?.body).toMatchObject({ office: 'o2' });
  });

  it('staff of one office are not asked', slow, async () => {
    const { user } = start('/enquiries', [LEEDS, PUNE], 'counsellor', ['o1']);
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await user.click(screen.getByRole('button', { name: 'Add enquiry' }));
    const form = await screen.findByRole('dialog', { name: 'Add enquiry' });
    await within(form).findByRole('textbox', { name: /^First name/ });
    expect(within(form).queryByRole('combobox', { name: /^Office/ })).toBeNull();
  });
});
