import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewTabs } from './view-tabs';

const TABS = [
  { value: '', label: 'Items' },
  { value: 'deleted', label: 'Trash' },
  { value: 'draft', label: 'Drafts' },
];

function setup(value = '') {
  const onChange = vi.fn();
  render(<ViewTabs label="Views" value={value} tabs={TABS} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('ViewTabs', () => {
  it('is a named tab list with the selected tab alone in the tab order', () => {
    setup('deleted');
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves focus with the arrows (wrapping), Home and End, and chooses on click or Enter', async () => {
    const { onChange, user } = setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Trash' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('deleted');
    await user.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(onChange).toHaveBeenLastCalledWith('draft');
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
