// The time zones a person picks from: the browser's own list, under their current IANA names. Chromium and
// Node list CLDR's canonical ids, some of which IANA has since renamed (Asia/Calcutta is Asia/Kolkata); both
// spellings name the same zone, so the current one is shown and sent.
const renamed: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone's current IANA name: the same zone, renamed where IANA has renamed it. */
export const currentZoneName = (zone: string): string => renamed[zone] ?? zone;

/** How a zone is shown and typed: "America/New York". */
export const zoneLabel = (zone: string): string => currentZoneName(zone).replaceAll('_', ' ');

/** The zones to choose from, current names only: the person's own first, then UTC, then the rest. */
export function timeZoneChoices(own?: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>();
  if (own) zones.add(currentZoneName(own));
  zones.add('UTC');
  for (const zone of listed) zones.add(currentZoneName(zone));
  return [...zones];
}

const key = (text: string) => text.trim().replace(/\s+/g, '_').toLowerCase();

/** The zone a typed text names (any case, spaces or underscores, an old name too), or null. */
export function zoneFromText(text: string, choices: readonly string[]): string | null {
  const wanted = key(text);
  if (!wanted) return null;
  const found = choices.find((zone) => zone.toLowerCase() === wanted);
  if (found) return found;
  const old = Object.keys(renamed).find((name) => name.toLowerCase() === wanted);
  if (old) return currentZoneName(old);
  // A city alone ("dublin") names the one zone it ends.
  const cities = choices.filter((zone) => zone.toLowerCase().endsWith(`/${wanted}`));
  return cities.length === 1 ? (cities[0] ?? null) : null;
}
