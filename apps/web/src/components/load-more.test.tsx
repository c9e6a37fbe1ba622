import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/harness';
import { LoadMore } from './load-more';

const labels = { label: 'Load more checks', endLabel: 'All your checks are shown.' };

describe('LoadMore', () => {
  it('fetches the next page on click and shows Loading… while it comes', () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <LoadMore pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} {...labels} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more checks' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    rerender(<LoadMore pages={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} {...labels} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Loading…' }).disabled).toBe(true);
  });

  it('moves focus to the end note when the last page has come in', () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <LoadMore pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} {...labels} />,
    );
    const button = screen.getByRole('button', { name: 'Load more checks' });
    button.focus();
    fireEvent.click(button);
    rerender(
      <LoadMore pages={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} {...labels} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('All your checks are shown.'));
  });

  it('shows nothing when there was never more to load', () => {
    const { container } = render(
      <LoadMore
        pages={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() }}
        {...labels}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
