import { dateRangeIn, getSign } from '@celtic/zodiac-core';
import { notInLanguage } from '@celtic/zodiac-core/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/harness';
import { HistoryPage } from '../history-page';
import { historyContent } from '.';
import type { HistoryContent } from './types';

/** Every text of a language's history content, with where it sits. */
function texts(content: HistoryContent): [string, string][] {
  return [
    ['mythIntro', content.mythIntro],
    ['mythNote', content.mythNote],
    ['backgroundIntro', content.backgroundIntro],
    ...content.mythFigures.flatMap((f): [string, string][] => [
      [`${f.id} name`, f.name],
      [`${f.id} epithet`, f.epithet],
      ...f.paragraphs.map((p, i): [string, string] => [`${f.id} ${i}`, p]),
    ]),
    ...content.background.flatMap((a): [string, string][] => [
      [`${a.id} title`, a.title],
      ...a.paragraphs.map((p, i): [string, string] => [`${a.id} ${i}`, p]),
      ...(a.note ? [[`${a.id} note`, a.note] as [string, string]] : []),
    ]),
    ...Object.entries(content.calendar),
  ];
}

describe.each(['es', 'de'] as const)('history content in %s', (locale) => {
  const english = historyContent();
  const local = historyContent(locale);

  it('has every section of the English, in order, each text its own', () => {
    expect(local.mythFigures.map((f) => [f.id, f.sign, f.paragraphs.length])).toEqual(
      english.mythFigures.map((f) => [f.id, f.sign, f.paragraphs.length]),
    );
    expect(local.background.map((a) => [a.id, a.evidence, a.paragraphs.length, Boolean(a.note)])).toEqual(
      english.background.map((a) => [a.id, a.evidence, a.paragraphs.length, Boolean(a.note)]),
    );
    const englishTexts = new Map(texts(english));
    for (const [where, text] of texts(local)) {
      expect(text.trim().length, where).toBeGreaterThan(3);
      // Names of gods and heroes are the same in every language; everything longer is written anew.
      if (text.length > 40) expect(text, where).not.toBe(englishTexts.get(where));
    }
  });

  it('writes its prose in the language, keeping the same bold and italic marks', () => {
    for (const [where, text] of texts(local)) {
      // A text reads as the language when a sixth or more of its words are the language's commonest and none is
      // a word only English or the other language uses (names and titles of works are neither).
      if (text.length >= 80) expect(notInLanguage(text, locale, 0.15), where).toBeNull();
    }
    const marks = (c: HistoryContent) =>
      c.background.map((a) => a.paragraphs.join(' ').match(/\*\*/g)?.length ?? 0);
    expect(marks(local)).toEqual(marks(english));
  });
});

describe('HistoryPage in another language', () => {
  it('shows the calendar, background and mythology in Spanish', async () => {
    const user = userEvent.setup();
    render(<HistoryPage locale="es" />);
    const festivals = screen.getByRole('table', { name: 'The four Celtic fire festivals' });
    expect(within(festivals).getByText('1 de noviembre')).toBeTruthy();
    expect(within(festivals).getByText(/El año nuevo celta/)).toBeTruthy();
    expect(screen.getByText('Estación de Samhain')).toBeTruthy();
    expect(screen.getByText('Luna llena')).toBeTruthy();
    const months = screen.getByRole('table', { name: 'The thirteen tree months' });
    expect(within(months).getByText('Abedul')).toBeTruthy();
    expect(within(months).getByText('Beith')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Historical Background/ }));
    expect(screen.getByRole('heading', { name: 'El calendario de Coligny' })).toBeTruthy();
    expect(screen.getByText('Húath').tagName).toBe('STRONG');
    await user.click(screen.getByRole('tab', { name: /Celtic Mythology/ }));
    expect(screen.getByRole('heading', { name: 'Los Hijos de Lir' })).toBeTruthy();
  });

  it('shows them in German', async () => {
    const user = userEvent.setup();
    render(<HistoryPage locale="de" />);
    expect(screen.getByText('Samhain-Viertel')).toBeTruthy();
    expect(screen.getByText('Vollmond')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Celtic Mythology/ }));
    expect(screen.getByRole('heading', { name: 'Die Kinder des Lir' })).toBeTruthy();
  });
});

describe('December 23', () => {
  it.each([
    ['en', 'Elder', /belongs to no month/],
    ['es', 'Saúco', /no pertenece a ningún mes/],
    ['de', 'Holunder', /zu keinem Monat gehört/],
  ] as const)(
    'is the Wolf’s and Elder’s on the calendar tab in %s, as everywhere else',
    (locale, elder, nowhere) => {
      render(<HistoryPage locale={locale} />);
      const row = screen.getByRole('rowheader', { name: elder }).closest('tr');
      if (!row) throw new Error('no Elder row');
      const wolf = getSign('Wolf');
      if (!wolf) throw new Error('no Wolf');
      expect(row.textContent).toContain(dateRangeIn(wolf.startDate, wolf.endDate, locale));
      expect(document.body.textContent).not.toMatch(nowhere);
    },
  );
});
