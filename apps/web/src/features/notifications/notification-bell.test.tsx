import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/test-utils';
import { NotificationBell, type NotificationBellProps } from './notification-bell';

const asha = { id: 'e1', fName: 'Asha', enqNo: 'ENQ-7', createdAt: '2025-03-05' };
const ravi = { id: 'e2', fName: 'Ravi', createdAt: 'garbage' };
const noDate = { id: 'e3', fName: 'Meera' };

function renderBell(props: Partial<NotificationBellProps> = {}) {
  const handlers = { onItemClick: vi.fn(), onMarkAllRead: vi.fn() };
  const view = renderScreen(
    <NotificationBell count={0} items={[]} {...handlers} {...props} />,
    '/dashboard',
    ['/enquiries'],
  );
  return { ...view, ...handlers };
}

const openPopup = async () => {
  await userEvent.click(screen.getByRole('button', { name: /notifications/i }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

describe('NotificationBell badge', () => {
  it('caps the count at 99 as "99+"', () => {
    renderBell({ count: 150 });
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.queryByText('150')).not.toBeInTheDocument();
  });

  it('shows the count itself up to 99', () => {
    renderBell({ count: 99 });
    expect(screen.getByText('99')).toBeInTheDocument();
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
  });

  it('shows no number when nothing is new or due', () => {
    renderBell({ count: 0 });
    const badges = screen
      .getByRole('button', { name: 'notifications' })
      .querySelectorAll('.MuiBadge-badge');
    expect(badges).toHaveLength(2);
    badges.forEach((badge) => expect(badge).toHaveClass('MuiBadge-invisible'));
  });
});

describe('NotificationBell popup', () => {
  it('is titled Notifications, 285 to 420 wide, and says so when empty', async () => {
    renderBell();
    const popup = await openPopup();
    expect(within(popup).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(popup).getByText('No new notifications')).toBeInTheDocument();
    // as wide as the spec lets it, less a margin each side on a narrow phone
    expect(popup).toHaveStyle({ width: '420px' });
    expect(getComputedStyle(popup).minWidth).toBe('min(285px, calc(100vw - 16px))');
    expect(getComputedStyle(popup).maxWidth).toBe('min(420px, calc(100vw - 16px))');
  });

  it('offers no Mark as all read when the count is 0', async () => {
    renderBell({ count: 0, items: [asha] });
    const popup = await openPopup();
    expect(within(popup).queryByRole('button', { name: 'Mark as all read' })).toBeNull();
  });

  it('offers Mark as all read when the count is above 0, and closes after it', async () => {
    const { onMarkAllRead } = renderBell({ count: 2, items: [asha] });
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Mark as all read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists each enquiry by first name with its date as dd-mm-yyyy or N/A', async () => {
    renderBell({ count: 3, items: [asha, ravi, noDate] });
    const popup = await openPopup();
    expect(within(popup).getByText('New enquiry from Asha')).toBeInTheDocument();
    expect(within(popup).getByText('05-03-2025')).toBeInTheDocument();
    expect(within(popup).getByText('New enquiry from Ravi')).toBeInTheDocument();
    expect(within(popup).getByText('New enquiry from Meera')).toBeInTheDocument();
    expect(within(popup).getAllByText('N/A')).toHaveLength(2);
    expect(within(popup).queryByText('No new notifications')).toBeNull();
  });

  it('hands a clicked item to onItemClick and closes', async () => {
    const { onItemClick } = renderBell({ count: 1, items: [asha] });
    const popup = await openPopup();
    await userEvent.click(within(popup).getByText('New enquiry from Asha'));
    expect(onItemClick).toHaveBeenCalledWith(asha);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes to /enquiries from View All', async () => {
    const { router } = renderBell({ count: 1, items: [asha] });
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'View All' }));
    expect(router.state.location.pathname).toBe('/enquiries');
  });

  it('closes on Escape and returns focus to the bell', async () => {
    renderBell();
    await openPopup();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'notifications' })).toHaveFocus();
  });
});

describe('NotificationBell items', () => {
  it('never wraps an enquiry number, in its title or under it', async () => {
    const assigned = {
      id: 'assigned:enquiry:e9:1',
      fName: 'Kavya Menon',
      title: 'Assigned to you: ENQ-000123 — Kavya Menon',
    };
    renderBell({ count: 2, items: [{ ...asha, enqNo: 'ENQ-000042' }, assigned] });
    const popup = await openPopup();
    for (const no of ['ENQ-000042', 'ENQ-000123']) {
      const el = within(popup).getByText(no);
      expect(getComputedStyle(el).whiteSpace).toBe('nowrap');
    }
  });
});
