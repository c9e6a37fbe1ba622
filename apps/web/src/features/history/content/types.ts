import type { SignName } from '@celtic/zodiac-core';

/** How firm the ground under a section is; shown so readers can tell record from later invention. */
export type Evidence = 'history' | 'literature' | 'modern';

export interface MythFigure {
  id: string;
  name: string;
  epithet: string;
  /** Where the story is told, so readers can find it. */
  source: string;
  paragraphs: string[];
  /** A sign of this app whose animal or theme the story echoes. */
  sign?: SignName;
}

/**
 * A section of the historical background. Paragraphs and the note are plain text with two marks: `*title*`
 * for a cited work or foreign word (shown in italics) and `**name**` for a name to pick out (bold).
 */
export interface BackgroundArticle {
  id: string;
  title: string;
  evidence: Evidence;
  paragraphs: string[];
  note?: string;
}

/** The history page's long texts in one language; every language has the same sections in the same order. */
export interface HistoryContent {
  mythIntro: string;
  mythFigures: readonly MythFigure[];
  /** The closing note under the figures. */
  mythNote: string;
  backgroundIntro: string;
  background: readonly BackgroundArticle[];
  calendar: {
    /** Under "The Celtic quarters". */
    quartersIntro: string;
    /** Under "Phases of the moon", before the phases. */
    moonIntro: string;
    /** After the phases; names the "Tonight" mark as the page shows it. */
    moonNote: string;
    /** After the table of tree months. */
    monthsNote: string;
  };
}
