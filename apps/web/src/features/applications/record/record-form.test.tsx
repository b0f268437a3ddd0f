import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDateInput } from '../../../components/lazy-date-input';
import { renderRoutes, signIn } from '../../../test/test-utils';
import { fastUser } from '../../../lib/test-page';
import ApplicationRecordPage from './application-record-page';
import { detail, fakeRecordServer } from './test-record-server';

beforeAll(loadDateInput);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open() {
  signIn({ userType: 'admin' });
  renderRoutes('/applications/a1', [
    { path: '/applications/:id', element: <ApplicationRecordPage /> },
    { path: '/enquiries/:id', element: <p>the student</p> },
  ]);
  return fastUser();
}

describe("the application's record as one form", () => {
  it('has one Save for the offer, the visa and the details, and sends only what changed', async () => {
    const server = fakeRecordServer({ application: detail() });
    const user = open();
    const form = await screen.findByRole('form', { name: 'Application' });
    expect(screen.getAllByRole('button', { name: /^Save/ })).toHaveLength(1);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const offer = within(form).getByRole('region', { name: 'Offer' });
    await user.type(within(offer).getByRole('spinbutton', { name: 'Deposit amount' }), '5000');
    const visa = within(form).getByRole('region', { name: 'Visa' });
    await user.type(within(visa).getByLabelText('Appointment date'), '02-04-2031');
    const details = within(form).getByRole('region', { name: 'Details' });
    await user.type(within(details).getByRole('textbox', { name: 'Remarks' }), 'Scholarship');
    expect(within(form).getByText('Unsaved changes')).toBeVisible();
    await user.click(save);

    await waitFor(() => expect(server.sent('PATCH', '/api/applications/a1')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/applications/a1')[0]?.body).toEqual({
      depositAmount: 5000,
      visaAppointmentDate: '2031-04-02',
      remarks: 'Scholarship',
    });
    expect(await within(form).findByText('Everything is saved')).toBeVisible();
    expect(save).toBeDisabled();
  });

  it('asks before leaving with changes unsaved, and stays when asked to', async () => {
    fakeRecordServer({ application: detail() });
    const user = open();
    const form = await screen.findByRole('form', { name: 'Application' });
    await user.type(within(form).getByRole('textbox', { name: 'Remarks' }), 'Call the college');
    await user.click(screen.getByRole('link', { name: 'Meera Nair (ENQ-000007)' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Call the college');

    await user.click(screen.getByRole('link', { name: 'Meera Nair (ENQ-000007)' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('the student')).toBeInTheDocument();
  });
});
