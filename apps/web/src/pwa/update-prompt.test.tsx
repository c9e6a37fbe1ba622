import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/harness';
import { UpdatePrompt } from './update-prompt';
import { offerUpdate } from './update-state';

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then switches to it on Reload', async () => {
    const user = userEvent.setup();
    const { container } = render(<UpdatePrompt />);
    expect(container.innerHTML).toBe('');
    const apply = vi.fn(() => Promise.resolve());
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await user.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    // Once asked, it waits for the page to reload instead of asking twice.
    expect(reload.hasAttribute('disabled')).toBe(true);
  });
});
