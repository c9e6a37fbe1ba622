import type { MoonPhase, Quarter } from '@celtic/zodiac-core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { localIsoDate, localQuarter } from './local-day';
import {
  dayKey,
  type MoonPhaseState,
  readMoonPhase,
  requestMoonPhase,
  subscribeMoonPhase,
} from './moon-phase-store';

export { localIsoDate, localQuarter, localTimeZone } from './local-day';

export interface CelticNow {
  isoDate: string;
  quarter: Quarter;
  /** Null while it is worked out off the main thread (the first visit of a day), then the day's phase. */
  moonPhase: MoonPhase | null;
  /** True when the phase could not be worked out at all. */
  moonPhaseFailed: boolean;
}

const MINUTE = 60_000;

/**
 * Today's quarter and moon phase in the user's time zone, refreshed when the date rolls over. The moon phase
 * (astronomy-engine, long on a slow phone's main thread) comes from a Web Worker and is remembered for the
 * day, so first render never waits for it.
 */
export function useCelticNow(): CelticNow {
  const [isoDate, setIsoDate] = useState(() => localIsoDate(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setIsoDate(localIsoDate(new Date())), 5 * MINUTE);
    return () => clearInterval(timer);
  }, []);

  const key = useMemo(() => dayKey(isoDate), [isoDate]);
  const state: MoonPhaseState = useSyncExternalStore(subscribeMoonPhase, () => readMoonPhase(key));
  useEffect(() => requestMoonPhase(key, isoDate), [key, isoDate]);

  const quarter = useMemo(() => localQuarter(isoDate), [isoDate]);
  return {
    isoDate,
    quarter,
    moonPhase: state.kind === 'ready' ? state.phase : null,
    moonPhaseFailed: state.kind === 'failed',
  };
}
