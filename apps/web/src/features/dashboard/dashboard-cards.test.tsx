import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from './test-dashboard';
import { summaryOf } from './test-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const figures = async () => within(await screen.findByRole('region', { name: 'Figures' }));
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the dashboard’s cards', () => {
  it('shows a counsellor their own work, each figure a link into the list that counts it', async () => {
    const asked = renderDashboard('counsellor', {
      ...summaryOf(),
      cards: { ...summaryOf().cards, pendingRegistrations: null, activeStaff: null },
    });
    const cards = await figures();
    await cards.findByRole('link', { name: '4 leads waiting for first contact' });
    expect(asked.filter((p) => p === '/api/dashboard/mine')).toHaveLength(1);
    expect({
      waiting: hrefOf('4 leads waiting for first contact'),
      late: hrefOf('1 lead waiting past the 15-minute response target'),
      due: hrefOf('2 of my follow-ups due today'),
      overdue: hrefOf('3 of my follow-ups overdue'),
      contacted: hrefOf('6 of my enquiries first contacted this week'),
      calls: hrefOf('5 open call requests'),
    }).toEqual({
      waiting: '/enquiries?owner=mine&contacted=no',
      late: '/enquiries?owner=mine&contacted=no&pastTarget=yes',
      due: '/follow-up?owner=mine',
      overdue: '/follow-up?owner=mine',
      contacted: '/enquiries?owner=mine&contactedSince=2026-03-09',
      calls: '/contact?status=open',
    });
    // not the catalogue's sizes, nor the whole desk's follow-ups
    expect(cards.queryByText('Colleges')).not.toBeInTheDocument();
    expect(cards.queryByRole('link', { name: /colleges|courses|countries/ })).toBeNull();
    expect(cards.queryByRole('link', { name: '3 follow-ups due today' })).toBeNull();
  });

  it('keeps the catalogue and desk-wide cards for an admin, who is not asked for own work', async () => {
    const asked = renderDashboard('admin');
    const cards = await figures();
    expect(await cards.findByRole('link', { name: '7 colleges' })).toHaveAttribute(
      'href',
      '/colleges',
    );
    expect(cards.getByRole('link', { name: '3 follow-ups due today' })).toBeInTheDocument();
    expect(cards.queryByText(/leads waiting/i)).toBeNull();
    expect(asked).not.toContain('/api/dashboard/mine');
  });

  it('says what the team card’s numbers mean: active members and those waiting', async () => {
    renderDashboard('admin');
    const cards = await figures();
    const active = await cards.findByRole('link', { name: '3 active team members' });
    expect(active).toHaveAttribute('href', '/my-team?status=active');
    expect(active).toHaveTextContent(/^3\s*active/);
    const waiting = cards.getByRole('link', { name: '2 waiting for approval to join the team' });
    expect(waiting).toHaveAttribute('href', '/my-team?status=pending');
    expect(waiting).toHaveTextContent(/^2\s*waiting for approval/);
  });
});
