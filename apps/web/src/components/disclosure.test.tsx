import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('is a heading whose button folds its region away and back, by keyboard too', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Details">
        <p>Every field</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // folded, the content stays in the page, hidden (as MUI's accordion kept it)
    expect(screen.getByText('Every field')).not.toBeVisible();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Details' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByText('Every field')).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Every field')).not.toBeVisible();
  });
});
