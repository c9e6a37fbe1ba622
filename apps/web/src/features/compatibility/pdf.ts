import type { CompatibilityDetails } from '@celtic/api';
import { getSign, type Locale, signProfile } from '@celtic/zodiac-core';
import type { jsPDF } from 'jspdf';
import { signBadge } from '../../lib/sign-badge';
import { pdfTexts } from './pdf-texts';

export interface PdfSign {
  name: string;
  color: string;
  dateRange: string;
  element: string;
}

export interface CompatibilityPdfInput {
  first: PdfSign;
  second: PdfSign;
  score: number;
  label: string;
  details: CompatibilityDetails;
  generatedOn: Date;
  /** The language of the report's fixed text and the signs' shown names; English by default. */
  locale?: Locale;
}

/** A sign's name, dates and element as the report shows them in its language (`name` stays the identifier). */
function shownSign(sign: PdfSign, locale: Locale): { name: string; dateRange: string; element: string } {
  if (locale === 'en' || !getSign(sign.name)) return sign;
  const profile = signProfile(sign.name, locale);
  return { name: profile.displayName, dateRange: profile.dateRange, element: profile.elementName };
}

// A4 in millimetres; the palette echoes the app (forest night, parchment, gold).
const PAGE = { width: 210, height: 297, margin: 20 };
const FOREST = '#0f2a1f';
const GOLD = '#c9a227';
const INK = '#1f2937';
const MUTED = '#6b7280';
const TRACK = '#e5e7eb';
const FOOTER_TOP = PAGE.height - 18;

/** Builds the one-page report. jspdf is loaded on demand so it never weighs on the page's first load. */
export async function buildCompatibilityPdf(input: CompatibilityPdfInput): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  // Shrink the body text until everything fits on one page.
  for (const bodySize of [11, 10, 9, 8]) {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    if (draw(doc, input, bodySize)) return doc;
  }
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  draw(doc, input, 8, true);
  return doc;
}

export function pdfFileName(first: string, second: string): string {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `celtic-compatibility-${slug(first)}-${slug(second)}.pdf`;
}

export async function downloadCompatibilityPdf(input: CompatibilityPdfInput): Promise<void> {
  const doc = await buildCompatibilityPdf(input);
  doc.save(pdfFileName(input.first.name, input.second.name));
}

/** Draws the report; returns false when the body ran past the footer (unless told to cut it short). */
function draw(doc: jsPDF, input: CompatibilityPdfInput, bodySize: number, truncate = false): boolean {
  const { margin, width } = PAGE;
  const contentWidth = width - margin * 2;
  const centre = width / 2;
  const locale = input.locale ?? 'en';
  const texts = pdfTexts[locale];

  // Header band
  doc.setFillColor(FOREST);
  doc.rect(0, 0, width, 38, 'F');
  doc.setFillColor(GOLD);
  doc.rect(0, 38, width, 1.2, 'F');
  doc.setTextColor(GOLD);
  doc.setFont('times', 'bold');
  doc.setFontSize(24);
  doc.text(texts.title, centre, 20, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor('#efe6d2');
  doc.text(texts.subtitle, centre, 29, { align: 'center' });

  // The two signs, each a coloured disc with its name and dates
  const discY = 60;
  const positions = [centre - 45, centre + 45] as const;
  [input.first, input.second].forEach((sign, i) => {
    const x = positions[i] ?? centre;
    doc.setFillColor(sign.color);
    doc.circle(x, discY, 11, 'F');
    doc.setFont('times', 'bold');
    doc.setFontSize(15);
    doc.setTextColor('#ffffff');
    doc.text(signBadge(sign.name), x, discY + 2, { align: 'center' });
    doc.setTextColor(INK);
    doc.setFontSize(16);
    const shown = shownSign(sign, locale);
    doc.text(shown.name, x, discY + 20, { align: 'center' });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(MUTED);
    doc.text(`${shown.dateRange}  -  ${shown.element}`, x, discY + 26, { align: 'center' });
  });
  doc.setFont('times', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(GOLD);
  doc.text('&', centre, discY + 3, { align: 'center' });

  // Score with a bar
  let y = 104;
  const score = Math.min(100, Math.max(0, input.score));
  doc.setFontSize(30);
  doc.setTextColor(FOREST);
  doc.text(`${score}%`, centre, y, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.setTextColor(MUTED);
  doc.text(input.label, centre, y + 7, { align: 'center' });
  y += 12;
  const barWidth = 110;
  const barX = centre - barWidth / 2;
  doc.setFillColor(TRACK);
  doc.roundedRect(barX, y, barWidth, 4, 2, 2, 'F');
  doc.setFillColor(GOLD);
  doc.roundedRect(barX, y, Math.max(4, (barWidth * score) / 100), 4, 2, 2, 'F');
  y += 16;

  // Body: description, strengths, challenges
  const lineHeight = bodySize * 0.45;
  let fits = true;
  const heading = (text: string) => {
    doc.setFont('times', 'bold');
    doc.setFontSize(14);
    doc.setTextColor(FOREST);
    doc.text(text, margin, y);
    doc.setDrawColor(GOLD);
    doc.setLineWidth(0.4);
    doc.line(margin, y + 2, margin + 30, y + 2);
    y += 8;
  };
  const paragraph = (text: string, indent = 0, bullet = false) => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(bodySize);
    doc.setTextColor(INK);
    const lines: string[] = doc.splitTextToSize(text, contentWidth - indent);
    lines.forEach((line, i) => {
      if (y + lineHeight > FOOTER_TOP - 4) {
        fits = false;
        return;
      }
      if (bullet && i === 0) {
        doc.setFillColor(GOLD);
        doc.circle(margin + 1.5, y - lineHeight / 3, 0.9, 'F');
      }
      doc.text(line, margin + indent, y);
      y += lineHeight;
    });
    y += lineHeight * 0.5;
  };

  heading(texts.bond);
  paragraph(input.details.description || texts.noDescription);
  y += 3;
  for (const [title, items] of [
    [texts.strengths, input.details.strengths],
    [texts.challenges, input.details.challenges],
  ] as const) {
    if (items.length === 0) continue;
    heading(title);
    for (const item of items) paragraph(item, 6, true);
    y += 3;
  }

  // Footer
  doc.setDrawColor(TRACK);
  doc.setLineWidth(0.3);
  doc.line(margin, FOOTER_TOP, width - margin, FOOTER_TOP);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(MUTED);
  const when = input.generatedOn.toLocaleDateString(texts.dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  doc.text(texts.generatedOn(when), margin, FOOTER_TOP + 6);
  doc.text(texts.disclaimer, width - margin, FOOTER_TOP + 6, { align: 'right' });

  return fits || truncate;
}
