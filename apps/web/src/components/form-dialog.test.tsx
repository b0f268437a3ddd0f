import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderScreen } from '../test/test-utils';
import { FormDialog } from './form-dialog';

const Schema = z.object({ name: z.string().min(1) });

/** A button that opens the form, and a line that says whether the form closed. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'form open' : 'form closed'}</p>
      <FormDialog
        open={open}
        title="New country"
        schema={Schema}
        fields={[{ name: 'name', label: 'Name' }]}
        values={{ name: '' }}
        onSubmit={() => Promise.resolve()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('a form dialog closed by Escape', () => {
  it('closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    await screen.findByRole('dialog', { name: 'New country' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('form closed')).toBeInTheDocument();
  });

  it('asks before it discards what was typed, and keeps it when told to', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    const form = await screen.findByRole('dialog', { name: 'New country' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Japan');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    // "Keep editing" has the focus: a second Escape or Enter keeps the form
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(screen.getByText('form open')).toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Japan');

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('form closed')).toBeInTheDocument();
  });
});
