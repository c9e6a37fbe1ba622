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

describe('pdfFileName', () => {
  it('is lower-case and file-safe', () => {
    expect(pdfFileName('Stag', 'Seahorse')).toBe('celtic-compatibility-stag-seahorse.pdf');
  });
});
