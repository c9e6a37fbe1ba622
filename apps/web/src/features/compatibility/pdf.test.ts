import { describe, expect, it } from 'vitest';
import { buildCompatibilityPdf, type CompatibilityPdfInput, pdfFileName } from './pdf';

const input: CompatibilityPdfInput = {
  first: { name: 'Stag', color: '#8B4513', dateRange: 'Dec 24 - Jan 20', element: 'Earth' },
  second: { name: 'Seahorse', color: '#20B2AA', dateRange: 'Jun 10 - Jul 7', element: 'Water' },
  score: 77,
  label: 'Strong harmony',
  details: {
    description: 'Earth steadies water, and water softens earth.',
    strengths: ['Shared patience', 'Deep loyalty'],
    challenges: ['Different rhythms'],
  },
  generatedOn: new Date(2026, 10, 26),
};

describe('buildCompatibilityPdf', () => {
  it('produces a single page that names both signs, the score and every section', async () => {
    const doc = await buildCompatibilityPdf(input);
    expect(doc.getNumberOfPages()).toBe(1);
    const source = doc.output();
    for (const text of [
      'Stag',
      'Seahorse',
      '77%',
      'Strong harmony',
      'Shared patience',
      'Different rhythms',
    ]) {
      expect(source).toContain(text);
    }
    expect(source.startsWith('%PDF-')).toBe(true);
  });

  it('stays on one page even with very long content', async () => {
    const long = 'The hazel tree drops its nuts into the well of wisdom. '.repeat(40);
    const doc = await buildCompatibilityPdf({
      ...input,
      details: { description: long, strengths: [long, long], challenges: [long] },
    });
    expect(doc.getNumberOfPages()).toBe(1);
  });
});

describe('buildCompatibilityPdf in other languages', () => {
  // The standard fonts write Windows-1252, so a letter such as "í" is one byte of the same code in the source.
  it.each([
    [
      'es',
      [
        'Compatibilidad celta',
        'El vínculo',
        'Fortalezas',
        'Desafíos',
        'Generado el 26 de noviembre de 2026',
        'Ciervo',
        'Caballito de mar',
        '24 dic. - 20 ene.  -  Tierra',
      ],
    ],
    [
      'de',
      [
        'Keltische Kompatibilität',
        'Die Verbindung',
        'Stärken',
        'Herausforderungen',
        'Erstellt am 26. November 2026',
        'Hirsch',
        'Seepferdchen',
        '24. Dez. - 20. Jan.  -  Erde',
      ],
    ],
  ] as const)('writes its fixed text and the signs in %s', async (locale, texts) => {
    const source = (await buildCompatibilityPdf({ ...input, locale })).output();
    for (const text of texts) expect(source).toContain(text);
    for (const english of ['Celtic Compatibility', 'The bond', 'Strengths', 'Challenges', 'Generated on']) {
      expect(source).not.toContain(english);
    }
  });

  it('keeps the English report without a locale', async () => {
    const source = (await buildCompatibilityPdf(input)).output();
    for (const text of [
      'Celtic Compatibility',
      'The bond',
      'Strengths',
      'Challenges',
      'Generated on 26 November 2026',
    ]) {
      expect(source).toContain(text);
    }
  });
});

describe('pdfFileName', () => {
  it('is lower-case and file-safe', () => {
    expect(pdfFileName('Stag', 'Seahorse')).toBe('celtic-compatibility-stag-seahorse.pdf');
  });
});
