/**
 * How an Ogham letter is cut: strokes to the right of the stem line (the Beith group), to the left (the Uath
 * group) or across it (the Muin group). Drawings of the letter (web, preview images) read this, not a font.
 */
export interface OghamStrokes {
  side: 'right' | 'left' | 'across';
  count: number;
}

export interface OghamLetter {
  /** The letter in the Unicode Ogham block. */
  letter: string;
  /** Its Old Irish name. */
  name: string;
  /** What the tree stands for in the tree calendar, a short phrase. */
  meaning: string;
  strokes: OghamStrokes;
}

/** The Ogham letter of each tree of the calendar, keyed by the tree's English name. */
export const oghamByTree: Readonly<Record<string, OghamLetter>> = {
  Birch: { letter: 'ᚁ', name: 'Beith', meaning: 'New beginnings', strokes: { side: 'right', count: 1 } },
  Rowan: {
    letter: 'ᚂ',
    name: 'Luis',
    meaning: 'Protection and insight',
    strokes: { side: 'right', count: 2 },
  },
  Ash: { letter: 'ᚅ', name: 'Nion', meaning: 'The world tree', strokes: { side: 'right', count: 5 } },
  Alder: { letter: 'ᚃ', name: 'Fearn', meaning: 'Courage and balance', strokes: { side: 'right', count: 3 } },
  Willow: {
    letter: 'ᚄ',
    name: 'Saille',
    meaning: 'Intuition and dreams',
    strokes: { side: 'right', count: 4 },
  },
  Hawthorn: {
    letter: 'ᚆ',
    name: 'Uath',
    meaning: 'The fairy threshold',
    strokes: { side: 'left', count: 1 },
  },
  Oak: { letter: 'ᚇ', name: 'Duir', meaning: 'Strength and endurance', strokes: { side: 'left', count: 2 } },
  Holly: {
    letter: 'ᚈ',
    name: 'Tinne',
    meaning: 'Challenge and balance',
    strokes: { side: 'left', count: 3 },
  },
  Hazel: {
    letter: 'ᚉ',
    name: 'Coll',
    meaning: 'Wisdom and inspiration',
    strokes: { side: 'left', count: 4 },
  },
  Vine: { letter: 'ᚋ', name: 'Muin', meaning: 'Harvest and prophecy', strokes: { side: 'across', count: 1 } },
  Ivy: {
    letter: 'ᚌ',
    name: 'Gort',
    meaning: 'Persistence and growth',
    strokes: { side: 'across', count: 2 },
  },
  Reed: {
    letter: 'ᚍ',
    name: 'Ngetal',
    meaning: 'Purpose and direct action',
    strokes: { side: 'across', count: 3 },
  },
  Elder: { letter: 'ᚏ', name: 'Ruis', meaning: 'Endings and renewal', strokes: { side: 'across', count: 5 } },
};

/** The Ogham letter of a tree, or a RangeError naming a tree outside the calendar. */
export function oghamOf(tree: string): OghamLetter {
  const letter = oghamByTree[tree];
  if (!letter) throw new RangeError(`No Ogham letter for the tree "${tree}"`);
  return letter;
}

/** A straight line from (x1, y1) to (x2, y2). */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The box the drawing of a letter fills, in its own units: width 100, height 160. */
export const oghamBox = { width: 100, height: 160 } as const;

/**
 * The lines of an Ogham letter cut on a vertical stem (read from the bottom up, as on the standing stones): the
 * stem first, then one line per stroke, strokes to the right, to the left or slanting across the stem. Every
 * drawing of a letter (the web's SVG, the preview images) draws these, so they agree.
 */
export function oghamSegments(strokes: OghamStrokes): Segment[] {
  const centre = oghamBox.width / 2;
  const stem: Segment = { x1: centre, y1: 8, x2: centre, y2: oghamBox.height - 8 };
  const gap = 18;
  const first = oghamBox.height / 2 + ((strokes.count - 1) * gap) / 2;
  const lines = Array.from({ length: strokes.count }, (_, i): Segment => {
    const y = first - i * gap;
    if (strokes.side === 'right') return { x1: centre, y1: y, x2: centre + 38, y2: y };
    if (strokes.side === 'left') return { x1: centre - 38, y1: y, x2: centre, y2: y };
    return { x1: centre - 34, y1: y + 10, x2: centre + 34, y2: y - 10 };
  });
  return [stem, ...lines];
}
