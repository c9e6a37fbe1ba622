import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share';

const data = { title: 'T', text: 'body' };
const clipboard = () => ({ writeText: vi.fn().mockResolvedValue(undefined) });

describe('shareOrCopy', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const cb = clipboard();
    expect(await shareOrCopy(data, { share, clipboard: cb as never })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(cb.writeText).not.toHaveBeenCalled();
  });

  it('reports a closed share sheet as cancelled without copying', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const cb = clipboard();
    expect(await shareOrCopy(data, { share, clipboard: cb as never })).toBe('cancelled');
    expect(cb.writeText).not.toHaveBeenCalled();
  });

  it('copies when sharing is missing or refused', async () => {
    const cb = clipboard();
    expect(await shareOrCopy(data, { clipboard: cb as never })).toBe('copied');
    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareOrCopy(data, { share: refused, clipboard: cb as never })).toBe('copied');
    expect(cb.writeText).toHaveBeenCalledTimes(2);
    expect(cb.writeText).toHaveBeenCalledWith('body');
  });

  it('gives the sheet the page’s URL, and copies the text followed by it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const linked = { ...data, url: 'https://celtic.example/share/daily/stag/2026-11-27' };
    expect(await shareOrCopy(linked, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(linked);
    const cb = clipboard();
    expect(await shareOrCopy(linked, { clipboard: cb as never })).toBe('copied');
    expect(cb.writeText).toHaveBeenCalledWith('body\n\nhttps://celtic.example/share/daily/stag/2026-11-27');
  });

  it('fails when neither is available, and when copying fails', async () => {
    await expect(shareOrCopy(data, {})).rejects.toThrow(/clipboard/);
    const broken = { writeText: vi.fn().mockRejectedValue(new Error('denied')) };
    await expect(shareOrCopy(data, { clipboard: broken as never })).rejects.toThrow('denied');
  });
});
