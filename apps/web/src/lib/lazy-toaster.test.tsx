import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/harness';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast-store';

describe('LazyToaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({ title: 'Reading Saved' });
    });
    expect(await screen.findByText('Reading Saved')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });
});
