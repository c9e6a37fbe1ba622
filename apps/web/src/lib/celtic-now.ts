import { getMoonPhase, getQuarter, type Quarter } from '@celtic/zodiac-core';
import { useEffect, useState } from 'react';

/** The user's local calendar date as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export interface CelticNow {
  isoDate: string;
  quarter: Quarter;
  moonPhase: { name: string; illumination: number };
}

export function celticNow(date: Date): CelticNow {
  const isoDate = localIsoDate(date);
  return { isoDate, quarter: getQuarter(date), moonPhase: getMoonPhase(isoDate, localTimeZone()) };
}

const MINUTE = 60_000;

/** Today's quarter and moon phase in the user's time zone, refreshed when the date rolls over. */
export function useCelticNow(): CelticNow {
  const [now, setNow] = useState(() => celticNow(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = celticNow(new Date());
      setNow((prev) => (prev.isoDate === next.isoDate ? prev : next));
    }, 5 * MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
