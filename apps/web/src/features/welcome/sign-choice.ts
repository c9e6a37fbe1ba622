import { findSignByDate, type SignName } from '@celtic/zodiac-core';

/** A calendar date picked on /welcome; the year is kept only for the picker's display. */
export interface PickedDate {
  year: number;
  month: number; // 1..12
  day: number;
}

/** Two mutually exclusive ways to choose: by birth date, or from the list / wheel (docs/PRODUCT.md §4). */
export interface SignChoice {
  date: PickedDate | null;
  dateSign: SignName | null;
  listSign: SignName | null;
}

export type SignChoiceAction =
  | { type: 'date'; date: PickedDate | null }
  | { type: 'pick'; name: SignName | null };

export const emptyChoice: SignChoice = { date: null, dateSign: null, listSign: null };

export function signChoiceReducer(state: SignChoice, action: SignChoiceAction): SignChoice {
  switch (action.type) {
    case 'date': {
      if (!action.date) return { ...state, date: null, dateSign: null };
      const sign = findSignByDate(action.date.month, action.date.day);
      return { date: action.date, dateSign: sign?.name ?? null, listSign: null };
    }
    case 'pick':
      return action.name
        ? { date: null, dateSign: null, listSign: action.name }
        : { ...state, listSign: null };
  }
}

export function chosenSign(state: SignChoice): SignName | null {
  return state.listSign ?? state.dateSign;
}

/** "YYYY-MM-DD" from a date input, or null when it is not a real date. */
export function parseDateInput(value: string): PickedDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

export function formatDateInput(date: PickedDate | null): string {
  if (!date) return '';
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
