import type { ClaimedPush } from '@celtic/db';
import { firstSentence, generateDailyHoroscope, type Locale } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { pushMessageOf } from './message';

const now = new Date('2026-11-27T08:00:00Z');

function claimed(overrides: Partial<ClaimedPush>): ClaimedPush {
  return {
    id: 1,
    kind: 'daily',
    localDate: '2026-11-27',
    timeZone: 'Europe/Dublin',
    dueAt: now.toISOString(),
    expiresAt: now.toISOString(),
    attempts: 1,
    subscriptionId: 1,
    endpoint: 'https://push.example.com/1',
    p256dh: 'key',
    auth: 'auth',
    sign: 'Wolf',
    locale: null,
    ...overrides,
  };
}

const text = (locale: Locale | null, overrides: Partial<ClaimedPush> = {}) => {
  const message = pushMessageOf(claimed({ locale, ...overrides }), now);
  return { title: message.title, body: message.body };
};

describe('push messages in the user’s language', () => {
  it('writes English when the user chose none, exactly as before', () => {
    expect(text(null)).toEqual({
      title: 'Wolf · Friday 27 November',
      body: firstSentence(generateDailyHoroscope('Wolf', '2026-11-27').general),
    });
    expect(text('en')).toEqual(text(null));
    expect(text(null, { kind: 'festival', localDate: '2026-11-01' })).toEqual({
      title: 'Samhain today · Sunday 1 November',
      body: 'Samhain falls on Sunday 1 November: read about it on the Celtic calendar.',
    });
    expect(text(null, { sign: null })).toEqual({
      title: 'Your horoscope · Friday 27 November',
      body: 'Choose your Celtic sign to read your daily horoscope.',
    });
  });

  it('writes the daily overview, the sign’s name and the day in Spanish and German', () => {
    expect(text('es')).toEqual({
      title: 'Lobo · Viernes 27 de noviembre',
      body: firstSentence(generateDailyHoroscope('Wolf', '2026-11-27', 'es').general),
    });
    expect(text('de')).toEqual({
      title: 'Wolf · Freitag, 27. November',
      body: firstSentence(generateDailyHoroscope('Wolf', '2026-11-27', 'de').general),
    });
    expect(text('es').body).not.toBe(text(null).body);
    expect(text('de').body).not.toBe(text(null).body);
    expect(text('es', { sign: 'Snake' }).title).toBe('Serpiente · Viernes 27 de noviembre');
    expect(text('es', { sign: null })).toEqual({
      title: 'Tu horóscopo · Viernes 27 de noviembre',
      body: 'Elige tu signo celta para leer tu horóscopo diario.',
    });
    expect(text('de', { sign: null })).toEqual({
      title: 'Dein Horoskop · Freitag, 27. November',
      body: 'Wähle dein keltisches Zeichen, um dein Tageshoroskop zu lesen.',
    });
  });

  it('names the festival and the moon in whole sentences of the language', () => {
    expect(text('es', { kind: 'festival', localDate: '2026-11-01' })).toEqual({
      title: 'Hoy es Samhain · Domingo 1 de noviembre',
      body: 'Samhain cae el domingo 1 de noviembre: descubre su historia en el calendario celta.',
    });
    expect(text('de', { kind: 'festival', localDate: '2026-11-01' })).toEqual({
      title: 'Heute ist Samhain · Sonntag, 1. November',
      body: 'Samhain fällt auf Sonntag, den 1. November: Mehr darüber steht im keltischen Kalender.',
    });
    // 2026-11-24 is a full moon in Dublin.
    const full = { kind: 'moon' as const, localDate: '2026-11-24' };
    expect(text(null, full).body).toBe(
      'The full moon falls on Tuesday 24 November: see the phases on the Celtic calendar.',
    );
    expect(text('es', full)).toEqual({
      title: 'Hoy hay luna llena · Martes 24 de noviembre',
      body: 'La luna llena llega el martes 24 de noviembre: mira las fases en el calendario celta.',
    });
    expect(text('de', full)).toEqual({
      title: 'Heute: Vollmond · Dienstag, 24. November',
      body: 'Der Vollmond fällt auf Dienstag, den 24. November: Die Phasen findest du im keltischen Kalender.',
    });
  });
});
