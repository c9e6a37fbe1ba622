import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, getToasts, resetToasts, TOAST_REMOVE_DELAY, toast } from './toast-store';

describe('toast store', () => {
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('keeps only the newest toast', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes on dismiss and removes after the removal delay', () => {
    vi.useFakeTimers();
    const { id, update } = toast({ title: 'Hello' });
    update({ description: 'updated' });
    expect(getToasts()[0]?.description).toBe('updated');
    dismiss(id);
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([]);
  });
});
