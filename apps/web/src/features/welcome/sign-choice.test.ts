import { describe, expect, it } from 'vitest';
import { chosenSign, emptyChoice, formatDateInput, parseDateInput, signChoiceReducer } from './sign-choice';

describe('signChoiceReducer', () => {
  it('finds the sign for a date', () => {
    const s = signChoiceReducer(emptyChoice, { type: 'date', date: { year: 1990, month: 3, day: 20 } });
    expect(s.dateSign).toBe('Hawk');
    expect(chosenSign(s)).toBe('Hawk');
  });

  it('handles the range that wraps the year end', () => {
    expect(
      signChoiceReducer(emptyChoice, { type: 'date', date: { year: 2001, month: 12, day: 30 } }).dateSign,
    ).toBe('Stag');
    expect(
      signChoiceReducer(emptyChoice, { type: 'date', date: { year: 2001, month: 1, day: 5 } }).dateSign,
    ).toBe('Stag');
  });

  it('choosing by date clears the list choice', () => {
    const picked = signChoiceReducer(emptyChoice, { type: 'pick', name: 'Wolf' });
    const dated = signChoiceReducer(picked, { type: 'date', date: { year: 1985, month: 7, day: 10 } });
    expect(dated.listSign).toBeNull();
    expect(chosenSign(dated)).toBe('Wren');
  });

  it('choosing from the list clears the date', () => {
    const dated = signChoiceReducer(emptyChoice, { type: 'date', date: { year: 1985, month: 7, day: 10 } });
    const picked = signChoiceReducer(dated, { type: 'pick', name: 'Salmon' });
    expect(picked).toEqual({ date: null, dateSign: null, listSign: 'Salmon' });
    expect(chosenSign(picked)).toBe('Salmon');
  });

  it('a cleared date input removes only the date choice', () => {
    const dated = signChoiceReducer(emptyChoice, { type: 'date', date: { year: 1985, month: 7, day: 10 } });
    expect(chosenSign(signChoiceReducer(dated, { type: 'date', date: null }))).toBeNull();
  });
});

describe('date input parsing', () => {
  it('accepts real dates only', () => {
    expect(parseDateInput('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDateInput('2001-02-29')).toBeNull();
    expect(parseDateInput('1999-13-01')).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('12/05/1990')).toBeNull();
  });

  it('formats back for the input', () => {
    expect(formatDateInput({ year: 1975, month: 4, day: 3 })).toBe('1975-04-03');
    expect(formatDateInput(null)).toBe('');
  });
});
