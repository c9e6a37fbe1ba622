/** What happened to a share request; the caller picks the toast. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * Opens the system share sheet where there is one (mostly phones), else copies the text. With a `url` (a public
 * share page, lib/share-urls.ts) the sheet gets it as the link, and the copied text ends with it, so a chat shows
 * the page's preview. A share sheet the user closes is not an error; any other share failure falls back to copying.
 */
export async function shareOrCopy(
  data: { title: string; text: string; url?: string },
  nav: ShareNavigator = typeof navigator === 'undefined' ? {} : navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!nav.clipboard) throw new Error('Neither sharing nor the clipboard is available in this browser');
  await nav.clipboard.writeText(data.url ? `${data.text}\n\n${data.url}` : data.text);
  return 'copied';
}

// DOMException is not an Error subclass in every environment, so look at the name only.
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
