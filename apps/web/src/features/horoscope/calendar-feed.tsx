import type { SignName } from '@celtic/zodiac-core';
import { CalendarPlus, Copy } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';

/** The sign's iCalendar feed on this server (docs/PRODUCT.md §10): https for copying, webcal: for opening. */
export function feedAddress(origin: string, sign: SignName): { https: string; webcal: string } {
  const https = `${origin}/api/feeds/${sign}.ics`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** "Add to calendar": a webcal: link a calendar app subscribes to, and a button that copies the address. */
export function CalendarFeed({ sign }: { sign: SignName }) {
  const address = feedAddress(window.location.origin, sign);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.https);
      toast({ title: 'Address Copied', description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      toast({
        title: 'Could not copy the address',
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
          Add to calendar
        </h2>
        <p className="text-parchment-dim text-sm">
          The {sign}'s daily readings, the fire festivals and the moon phases in your calendar, refreshed
          every day.
        </p>
        <p className="mt-1 break-all font-mono text-parchment-faint text-xs">{address.https}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={address.webcal} className={buttonClasses({})}>
          <CalendarPlus aria-hidden /> Add to calendar
        </a>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy address
        </Button>
      </div>
    </section>
  );
}
