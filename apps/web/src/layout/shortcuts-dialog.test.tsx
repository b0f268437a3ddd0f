import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRowCursor } from '../components/use-row-cursor';
import { renderScreen } from '../test/test-utils';
import { ShortcutsHelp } from './shortcuts-help';

/** A list whose rows open: what the enquiries list registers. */
function Rows() {
  useRowCursor([{ _id: 'r1' }, { _id: 'r2' }], vi.fn());
  return <p>a list</p>;
}

const openHelp = async () => {
  renderScreen(
    <>
      <ShortcutsHelp />
      <Rows />
    </>,
  );
  await userEvent.keyboard('?');
  return screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
};

describe('the shortcuts dialog', () => {
  it('lists what Enter does in a list, after j and k', async () => {
    const help = await openHelp();
    const keys = within(help)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(keys).toEqual(['?', 'j', 'k', 'Enter']);
    const enter = within(help).getByText('Enter').closest('dt');
    expect(enter?.nextElementSibling).toHaveTextContent('Open the focused row');
  });

  it('draws no focus ring round the whole dialog when it opens', async () => {
    const help = await openHelp();
    await vi.waitFor(() => expect(help).toHaveFocus());
    expect(getComputedStyle(help).outline).toMatch(/^0(px)?\b/);
  });
});
