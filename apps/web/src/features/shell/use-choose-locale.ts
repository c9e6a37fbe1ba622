import type { Locale } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { applyLocale } from '../../i18n/language-menu';
import { toast } from '../../lib/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/**
 * A signed-in user's choice of language: shown at once, remembered by this browser, and stored as theirs
 * (`user.setLocale`) so every device they sign in on follows it (useStoredLocale).
 */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      // The profile as cached says the new language first: useStoredLocale must not switch back to the old one.
      const key = trpc.user.me.queryKey();
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { ...before, locale });
      await applyLocale(locale);
      try {
        const profile = await client.user.setLocale.mutate({ locale });
        queryClient.setQueryData(key, profile);
      } catch {
        if (before) queryClient.setQueryData(key, before);
        toast({
          title: t`Your language was not saved`,
          description: t`This device shows it; your other devices keep the one you chose before. Try again when you are online.`,
          variant: 'destructive',
        });
      }
    },
    [trpc, client, queryClient],
  );
}

/** Follows the signed-in user's stored language (`user.me`'s `locale`), chosen on this or another device. */
export function useStoredLocale(): void {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const me = useQuery(trpc.user.me.queryOptions());
  const stored = me.data?.locale;
  useEffect(() => {
    // The pseudo-locale is the browser tests' own choice: no stored language replaces it.
    if (stored && stored !== i18n.locale && i18n.locale !== 'pseudo') void applyLocale(stored);
  }, [stored, i18n.locale]);
}
