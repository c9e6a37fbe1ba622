import { localizedBank } from '../localized-bank';
import { birth } from './birth';
import { colors } from './colors';
import { lines } from './lines';
import { period } from './period';
import { nameWords, signs } from './signs';
import { elements, festivals, phases, quarters, rulers } from './voices';

export const es = localizedBank({
  voices: { signs, rulers, phases, elements, festivals, quarters },
  nameWords,
  lines,
  period,
  birth,
  colors,
  shownName: (sign) => sign.name,
});
