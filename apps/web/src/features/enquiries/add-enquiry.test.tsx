import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn, stubSmallScreen } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiriesPage from './enquiries-page';
import { enquiry } from './test-desk';
import { deskPerTest } from './test-enquiries-page';

const desk = deskPerTest(() => ({ enquiries: [enquiry('e1', 1)] }));

const LIST = '/api/enquiries';

/**
 * Lets the test change the list's width as a browser would (jsdom lays nothing out): the
 * observer of the element the list measures is told, the grid's own observers are not.
 */
function controlWidth() {
  let width = 343;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  const watching: { el: Element; tell: () => void }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(el: Element) {
        watching.push({ el, tell: () => this.callback([], this) });
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return (next: number) => {
    width = next;
    const list = screen.getByRole('grid', { hidden: true }).closest('.MuiPaper-root');
    act(() => watching.filter((w) => w.el === list).forEach((w) => w.tell()));
  };
}

/**
 * /enquiries as an admin (as a phone shows it when `phone`). The record's page loads on demand,
 * as in the app, and only once the list has loaded again after the save: the navigation to it
 * is still under way while the list takes in its new row.
 */
function renderList(phone: boolean) {
  if (phone) stubSmallScreen();
  const resize = controlWidth();
  signIn({ userType: 'admin' });
  let openRecord = () => undefined as void;
  const loaded = new Promise<void>((resolve) => (openRecord = resolve));
  const view = renderRoutes('/enquiries', [
    { path: '/enquiries', element: <EnquiriesPage /> },
    {
      path: '/enquiries/:id',
      lazy: async () => {
        await loaded;
        return { element: <p>the new enquiry</p> };
      },
    },
  ]);
  return { ...view, user: fastUser(), openRecord, resize };
}

describe('Add enquiry', () => {
  it.each([
    ['a desktop', false],
    ['a phone', true],
  ])('opens the saved enquiry on %s', async (_width, phone) => {
    const { user, router, openRecord, resize } = renderList(phone);
    await screen.findAllByText(/ENQ-000001/);
    await user.click(screen.getByRole('button', { name: 'Add enquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add enquiry' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Varun');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Thomas');
    await user.type(within(dialog).getByLabelText(/Mobile/), '+91 98661 25640');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(desk().count('POST', LIST)).toBe(1));
    // the list has its new row before the record's page is in, and the dialog has given the
    // page its scrollbar back: the list is a little wider
    await screen.findAllByText(/ENQ-000002/);
    resize(358);
    openRecord();
    expect(await screen.findByText('the new enquiry')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enquiries/e2');
  });
});
