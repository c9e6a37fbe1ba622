import type { Locale, SignName } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Copy } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { toast } from '../../lib/toast-store';

/** The sign's iCalendar feed on this server (docs/PRODUCT.md §10): https for copying, webcal: for opening. */
export function feedAddress(
  origin: string,
  sign: SignName,
  lang: Locale = 'en',
): { https: string; webcal: string } {
  // The language is always named: a calendar app asks with its own Accept-Language, which may not be the reader's.
  const https = `${origin}/api/feeds/${sign}.ics?lang=${lang}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** "Add to calendar": a webcal: link a calendar app subscribes to, and a button that copies the address. */
export function CalendarFeed({ sign }: { sign: SignName }) {
  const address = feedAddress(window.location.origin, sign, useApiLocale());
  const { t } = useLingui();
  const name = signLabel(sign);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.https);
      toast({ title: t`Address Copied`, description: t`Paste it into your calendar app to subscribe.` });
    } catch {
      toast({
        title: t`Could not copy the address`,
        description: address.https,
        variant: 'destructive',
      });
    }
  };
  return (
    <section
      aria-labelledby="feed-title"
      className="mt-6 flex flex-col gap-3 rounded-card border border-gold/20 bg-forest-900/60 p-5 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="feed-title" className="font-display text-gold-bright text-lg">
          <Trans>Add to calendar</Trans>
        </h2>
        <p className="text-parchment-dim text-sm">
          <Trans>
            The {name}'s daily readings, the fire festivals and the moon phases in your calendar, refreshed
            every day.
          </Trans>
        </p>
        <p className="mt-1 break-all font-mono text-parchment-faint text-xs">{address.https}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={address.webcal} className={buttonClasses({})}>
          <CalendarPlus aria-hidden /> <Trans>Add to calendar</Trans>
        </a>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> <Trans>Copy address</Trans>
        </Button>
      </div>
    </section>
  );
}
