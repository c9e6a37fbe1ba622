import { Trans } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { intlLocale } from '../i18n/format';
import { useOnline } from './online';

/** When the answers on screen were loaded: the oldest of the queries the page shows (0: none). */
export function oldestShownLoad(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const { status, dataUpdatedAt } = query.state;
    if (status !== 'success' || query.getObserversCount() === 0 || dataUpdatedAt === 0) continue;
    if (oldest === 0 || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

/** "loaded today at 09:14" or "loaded 3 Nov at 18:02", in the language shown. */
function LoadedAt({ time, now = new Date() }: { time: number; now?: Date }) {
  const at = new Date(time);
  const locale = intlLocale();
  const clock = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  const day = at.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  const iso = at.toISOString();
  return at.toDateString() === now.toDateString() ? (
    <Trans>
      · loaded <time dateTime={iso}>today at {clock}</time>
    </Trans>
  ) : (
    <Trans>
      · loaded{' '}
      <time dateTime={iso}>
        {day} at {clock}
      </time>
    </Trans>
  );
}

/** The quiet note over a page shown without a network, with when what it shows was loaded. */
export function OfflineBanner() {
  const online = useOnline();
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const loadedAt = useSyncExternalStore(subscribe, () => oldestShownLoad(client));
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-gold/25 bg-forest-900/80 px-3 py-2 text-sm text-parchment-dim"
    >
      <CloudOff aria-hidden className="size-4 shrink-0 text-gold" />
      <span>
        <Trans>You're offline — showing what was saved on this device</Trans>
      </span>
      {loadedAt > 0 ? (
        <span className="text-parchment-faint">
          <LoadedAt time={loadedAt} />
        </span>
      ) : null}
    </div>
  );
}
