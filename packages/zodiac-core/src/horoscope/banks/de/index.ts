import { localizedBank } from '../localized-bank';
import { colors } from './colors';
import { compatibility } from './compatibility';
import { lines } from './lines';
import { period } from './period';
import { nameWords, signs } from './signs';
import { elements, festivals, phases, quarters, rulers } from './voices';

export const de = localizedBank({
  voices: { signs, rulers, phases, elements, festivals, quarters },
  nameWords,
  lines,
  period,
  compatibility,
  colors,
  shownName: (sign) => sign.name,
});
