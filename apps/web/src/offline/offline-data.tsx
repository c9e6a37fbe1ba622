import { plural, t } from '@lingui/core/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { CenteredSpinner } from '../components/ui/spinner';
import { toast } from '../lib/toast-store';
import { isNetworkFailure, isOnline, markReachable, subscribeOnline } from './online';
import { flushOutbox } from './outbox';
import { persistQueries, restoreQueries } from './persisted-queries';

// Every list a queued write changes starts with one of these keys (saved-query.ts, history-query.ts).
const changedByWrites = [['saved-readings'], ['compatibility-history']];
const probeEveryMs = 5000;

async function sync(uid: string, client: QueryClient): Promise<void> {
  const { sent, refused } = await flushOutbox(uid);
  if (sent.length + refused.length === 0) return;
  for (const queryKey of changedByWrites) await client.invalidateQueries({ queryKey });
  if (refused.length > 0) {
    const count = refused.length;
    toast({
      title: t`Some changes were not saved`,
      description: plural(count, {
        one: '# change made offline could not be saved.',
        other: '# changes made offline could not be saved.',
      }),
      variant: 'destructive',
    });
  }
}

/**
 * The signed-in user's data on this device: their loaded answers are kept as they arrive; when the app starts
 * without a network, or a request gets no answer, the kept answers are put back (shown under the offline
 * banner); and the writes made offline are sent when the network returns.
 */
export function OfflineData({ children }: { children: ReactNode }) {
  const uid = useAuth().user?.uid ?? null;
  const client = useQueryClient();
  const [restored, setRestored] = useState(() => navigator.onLine);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    let restoring: Promise<void> | null = null;
    const restore = () => {
      restoring ??= restoreQueries(client, uid).catch((error: unknown) =>
        console.error('Could not read the answers kept on this device', error),
      );
      return restoring;
    };
    if (!navigator.onLine) void restore().finally(() => live && setRestored(true));

    const flush = () => {
      sync(uid, client).catch((error: unknown) => console.error('Sending offline writes failed', error));
    };
    const browserOnline = () => {
      if (probe !== null) found();
      else flush();
    };
    // While requests get no answer, the server's health check is asked now and then: the browser's own
    // flag may not change (it was never false), so its `online` event cannot be waited for.
    let probe: ReturnType<typeof setInterval> | null = null;
    const found = () => {
      if (probe === null) return;
      clearInterval(probe);
      probe = null;
      markReachable(true);
      flush();
      void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    };
    const lost = () => {
      markReachable(false);
      void restore();
      probe ??= setInterval(() => {
        fetch('/healthz', { cache: 'no-store' }).then(
          (response) => response.ok && found(),
          () => {},
        );
      }, probeEveryMs);
    };
    const stopPersisting = persistQueries(client, uid);
    // Only the health check says the network is back: some queries answer from this device and succeed
    // offline too.
    const stopWatching = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isNetworkFailure(event.action.error)) lost();
    });
    // Offline by the browser's flag, or a request (a query, a write) that got no answer.
    const stopListening = subscribeOnline(() => {
      if (!isOnline()) lost();
    });
    if (navigator.onLine) flush();
    window.addEventListener('online', browserOnline);
    return () => {
      live = false;
      stopPersisting();
      stopWatching();
      if (probe !== null) clearInterval(probe);
      window.removeEventListener('online', browserOnline);
      stopListening();
    };
  }, [uid, client]);

  if (!restored) return <CenteredSpinner fullScreen />;
  return children;
}
