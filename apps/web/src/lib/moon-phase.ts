import { getMoonPhase, type MoonPhase } from '@celtic/zodiac-core';
import type { CelticNow } from './celtic-now';
import { localIsoDate, localQuarter, localTimeZone } from './local-day';

// The astronomy (astronomy-engine, the bulk of it) lives here, apart from the light `celtic-now` hook: the dashboard
// and header run it in a Web Worker (moon-worker.ts), pages that need it at once import it here.

/** The moon phase of a calendar day in the browser's own time zone. */
export function localMoonPhase(isoDate: string): MoonPhase {
  return getMoonPhase(isoDate, localTimeZone());
}

/** Today's quarter and moon phase, worked out now, on the calling thread. */
export function celticNow(date: Date): CelticNow & { moonPhase: MoonPhase } {
  const isoDate = localIsoDate(date);
  return {
    isoDate,
    quarter: localQuarter(isoDate),
    moonPhase: localMoonPhase(isoDate),
    moonPhaseFailed: false,
  };
}
