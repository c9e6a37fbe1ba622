import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/harness';
import { ReadingCard } from './reading-card';
import type { SavedReading } from './readings';

const reading: SavedReading = {
  id: 4,
  userId: 1,
  content: '2026-11-26\n\n<img src=x onerror=alert(1)> <b>Bold</b> claims',
  zodiacSign: 'Wren',
  isFavorite: false,
  readingDate: '2026-11-26T09:00:00.000Z',
};

function setup(overrides: Partial<SavedReading> = {}) {
  const handlers = { onToggleFavorite: vi.fn(), onShare: vi.fn(), onDelete: vi.fn() };
  const { container } = render(
    <ReadingCard reading={{ ...reading, ...overrides }} favoriteBusy={false} {...handlers} />,
  );
  return { container, handlers };
}

describe('ReadingCard', () => {
  it('heads a reading with its own day and its kind, not the day it was saved', () => {
    setup({ kind: 'day', period: '2026-11-24', readingDate: '2026-11-28T09:00:00.000Z' });
    expect(screen.getByText('Daily')).toBeTruthy();
    expect(screen.getByText(/Tuesday.*24.*November.*2026|Tuesday, November 24, 2026/)).toBeTruthy();
    expect(screen.queryByText(/28 November/)).toBeNull();
  });

  it('heads a week, month or year with its period', () => {
    const { unmount } = render(
      <ReadingCard
        reading={{ ...reading, kind: 'week', period: '2026-W48' }}
        favoriteBusy={false}
        onToggleFavorite={vi.fn()}
        onShare={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText('Weekly')).toBeTruthy();
    expect(screen.getByText('Week 48, 2026 (23 November – 29 November)')).toBeTruthy();
    unmount();
    setup({ kind: 'month', period: '2026-11' });
    expect(screen.getByText('Monthly')).toBeTruthy();
    expect(screen.getByText('November 2026')).toBeTruthy();
  });

  it('shows the full reading with its labelled sections', async () => {
    const user = userEvent.setup();
    const content = `2026-11-24\n\n${'The oak stands. '.repeat(20)}\n\nLove: Warmth finds you.\n\nCareer: Finish it.`;
    setup({ kind: 'day', period: '2026-11-24', content });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/Love: Warmth finds you\.\s+Career: Finish it\./)).toBeTruthy();
  });

  it('shows the content as plain text, never as HTML', () => {
    const { container } = setup();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>Bold<\/b> claims/)).toBeTruthy();
  });

  it('clamps the content to four lines', () => {
    setup();
    expect(screen.getByText(/claims/).className).toContain('line-clamp-4');
  });

  it('reflects the favourite state in aria-pressed and reports clicks', async () => {
    const user = userEvent.setup();
    const { handlers } = setup({ isFavorite: true });
    const heart = screen.getByRole('button', { name: 'Favorite' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    await user.click(heart);
    expect(handlers.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  it('asks to share and to delete', async () => {
    const user = userEvent.setup();
    const { handlers } = setup();
    await user.click(screen.getByRole('button', { name: /Share/ }));
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(handlers.onShare).toHaveBeenCalledTimes(1);
    expect(handlers.onDelete).toHaveBeenCalledTimes(1);
  });
});
