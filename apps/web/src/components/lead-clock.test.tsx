import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinuteNow } from '../lib/minute-ticker';
import { LeadClock } from './lead-clock';

const CREATED = '2026-03-10T09:00:20.000Z';
const start = Date.parse(CREATED);
const MIN = 60_000;

function Clock({ firstContactAt, record }: { firstContactAt?: string | null; record?: boolean }) {
  return (
    <LeadClock
      createdAt={CREATED}
      firstContactAt={firstContactAt}
      targetMinutes={15}
      now={useMinuteNow()}
      showContacted={record}
    />
  );
}

const timer = () => screen.getByRole('timer');
const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));
const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  void act(() => document.dispatchEvent(new Event('visibilitychange')));
};

describe('LeadClock with the page’s minute ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it('counts up each minute, turns amber at the target and red at an hour, saying overdue', () => {
    render(<Clock />);
    expect(timer()).toHaveTextContent('waiting under 1 min');
    expect(timer()).toHaveAttribute('data-tone', 'ok');
    expect(timer()).toHaveAccessibleName(/response target 15 min/);
    expect(timer().title).toMatch(/^received 10-03-2026/);
    advance(14 * MIN);
    expect(timer()).toHaveTextContent('waiting 14 min');
    expect(timer()).toHaveAttribute('data-tone', 'ok');
    advance(MIN);
    expect(timer()).toHaveTextContent('waiting 15 min · overdue');
    expect(timer()).toHaveAttribute('data-tone', 'amber');
    advance(44 * MIN);
    expect(timer()).toHaveAttribute('data-tone', 'amber');
    advance(MIN);
    expect(timer()).toHaveTextContent('waiting 1 h · overdue');
    expect(timer()).toHaveAttribute('data-tone', 'red');
    advance(2 * 24 * 60 * MIN);
    expect(timer()).toHaveTextContent('waiting 2 d · overdue');
  });

  it('runs one timer for the whole page, aligned to the change of minute, none once all are gone', () => {
    const { unmount } = render(
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Clock key={i} />
        ))}
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    // 40 s to the next whole minute (created at :20): every clock turns over then, together
    advance(40_000 - 1);
    expect(screen.getAllByText('waiting under 1 min')).toHaveLength(20);
    advance(1);
    expect(screen.getAllByText('waiting 1 min')).toHaveLength(20);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the tab is hidden and catches up when it shows again', () => {
    render(<Clock />);
    setHidden(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(start + 20 * MIN);
    expect(timer()).toHaveTextContent('waiting under 1 min');
    setHidden(false);
    expect(timer()).toHaveTextContent('waiting 20 min · overdue');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops at the first contact: the record says how long it took, a list shows nothing', () => {
    const contacted = new Date(start + 7 * MIN + 5000).toISOString();
    const { rerender, container } = render(<Clock record />);
    advance(30 * MIN);
    rerender(<Clock record firstContactAt={contacted} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('First contact after 7 min')).toBeInTheDocument();
    advance(90 * MIN);
    expect(screen.getByText('First contact after 7 min')).toBeInTheDocument();
    rerender(<Clock firstContactAt={contacted} />);
    expect(container).toBeEmptyDOMElement();
  });
});
