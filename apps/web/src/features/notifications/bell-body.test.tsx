import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BellBody } from './bell-body';
import type { ToReviewFeed } from './use-student-uploads';

describe("the bell popup's body while its tabs' code loads", () => {
  it('shows progress, not the plain list that the tabs would then move from under the pointer', () => {
    const review = { items: [], count: 0 } as unknown as ToReviewFeed;
    const { unmount } = render(
      <BellBody list={<p>New enquiries list</p>} review={review} onNavigate={() => {}} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(screen.queryByText('New enquiries list')).toBeNull();
    unmount();
  });
});
