import { translatedColors } from './horoscope/banks/colors';

/** Colour names a horoscope may give as its lucky colour, with the hex used to draw them. */
const colorTable: Readonly<Record<string, string>> = {
  Amber: '#FFBF00',
  Amethyst: '#9966CC',
  Aquamarine: '#7FFFD4',
  Azure: '#007FFF',
  Black: '#000000',
  Blue: '#1E5AA8',
  Bronze: '#CD7F32',
  Brown: '#8B5A2B',
  Burgundy: '#800020',
  Charcoal: '#36454F',
  Copper: '#B87333',
  Coral: '#FF7F50',
  Cream: '#FFFDD0',
  Crimson: '#DC143C',
  'Deep Purple': '#4B0082',
  Emerald: '#50C878',
  'Forest Green': '#228B22',
  Gold: '#FFD700',
  Green: '#2E8B57',
  Grey: '#808080',
  Heather: '#9E7BB5',
  Indigo: '#3F00FF',
  Ivory: '#FFFFF0',
  Lavender: '#B57EDC',
  Lilac: '#C8A2C8',
  Magenta: '#C2185B',
  Midnight: '#191970',
  'Moss Green': '#8A9A5B',
  Ochre: '#CC7722',
  Olive: '#808000',
  Orange: '#FF8C00',
  Peach: '#FFCBA4',
  Pearl: '#EAE0C8',
  Pink: '#E75480',
  Plum: '#8E4585',
  Purple: '#6A0DAD',
  Red: '#C8102E',
  Rose: '#FF007F',
  Russet: '#80461B',
  Rust: '#B7410E',
  Saffron: '#F4C430',
  Sapphire: '#0F52BA',
  'Sea Green': '#2E8B57',
  Silver: '#C0C0C0',
  'Sky Blue': '#87CEEB',
  Slate: '#708090',
  Teal: '#008080',
  Turquoise: '#40E0D0',
  Violet: '#8F00FF',
  White: '#FFFFFF',
  Yellow: '#FFD300',
};

export const FALLBACK_COLOR = '#50C878';

export const luckyColorNames: readonly string[] = Object.keys(colorTable);

const byLowerName = new Map(Object.entries(colorTable).map(([name, hex]) => [name.toLowerCase(), hex]));
// A reading in another language names its colour in that language; the same hex draws it.
for (const names of translatedColors) {
  for (const [english, name] of Object.entries(names)) {
    const hex = colorTable[english];
    if (hex !== undefined) byLowerName.set(name.toLowerCase(), hex);
  }
}

/** Hex for a colour name in any of the languages, ignoring case and extra spaces; unknown names get emerald green. */
export function colorFromName(name: string): string {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return byLowerName.get(key) ?? FALLBACK_COLOR;
}
