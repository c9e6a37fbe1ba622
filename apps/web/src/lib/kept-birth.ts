// A birth date kept on this device: what a visitor without an account typed on /birth-chart or /welcome, so
// the next chart (and the profile, once signed in) starts from it. Read back checked: storage is not trusted.

export interface KeptBirth {
  date: string;
  time?: string;
  timeZone?: string;
}

export const BIRTH_KEY = 'celtic-birth';

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const isZone = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 64;

/** The birth kept on this device, or null (none, or not one this app wrote). */
export function deviceBirth(storage: Storage | undefined = globalThis.localStorage): KeptBirth | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(BIRTH_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { date, time, timeZone } = parsed as Record<string, unknown>;
    if (!isDate(date)) return null;
    return { date, time: isTime(time) ? time : undefined, timeZone: isZone(timeZone) ? timeZone : undefined };
  } catch {
    return null;
  }
}

/** Keeps the birth on this device; a full or blocked storage keeps nothing, which loses no data of the account. */
export function keepDeviceBirth(
  birth: KeptBirth,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      BIRTH_KEY,
      JSON.stringify({ date: birth.date, time: birth.time, timeZone: birth.timeZone }),
    );
  } catch {
    // Private mode or a full quota: the chart is still drawn, only not remembered.
  }
}
