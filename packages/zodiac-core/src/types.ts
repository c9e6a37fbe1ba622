/** The thirteen sign names, in calendar order starting at the winter solstice. */
export type SignName =
  | 'Stag'
  | 'Cat'
  | 'Snake'
  | 'Hawk'
  | 'Fox'
  | 'Bull'
  | 'Seahorse'
  | 'Wren'
  | 'Horse'
  | 'Salmon'
  | 'Swan'
  | 'Butterfly'
  | 'Wolf';

export type Element = 'Earth' | 'Air' | 'Water' | 'Fire';

/** A day of the year without a year; month is 1..12. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface Sign {
  name: SignName;
  /** The Ogham tree of the matching lunar month. */
  tree: string;
  /** Display text such as "Dec 24 - Jan 20". */
  dateRange: string;
  startDate: MonthDay;
  endDate: MonthDay;
  element: Element;
  /** The ruling body, e.g. "Saturn" or "Moon". */
  ruling: string;
  symbol: string;
  personality: string[];
  strengths: string[];
  challenges: string[];
  mythology: string;
  /** Three other signs this one gets on well with. */
  compatibility: SignName[];
  animal: string;
  /** Hex colour, readable on both dark and light backgrounds. */
  color: string;
  /** SVG path data for a 24×24 viewBox. */
  iconPath: string;
}
