import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../components/ui/button';
import { pendingUpdate, subscribeUpdate } from './update-state';

/** "A new version is available" with Reload, while a new version waits (register.ts). */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeUpdate, pendingUpdate, pendingUpdate);
  const [busy, setBusy] = useState(false);
  if (!apply) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-gold/40 bg-forest-900 px-4 py-3 text-sm text-parchment shadow-2xl"
    >
      <span>
        <Trans>A new version is available</Trans>
      </span>
      <Button
        size="sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void apply();
        }}
      >
        <RefreshCw aria-hidden className="size-4" /> <Trans>Reload</Trans>
      </Button>
    </div>
  );
}
