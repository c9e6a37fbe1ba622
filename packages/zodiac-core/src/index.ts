export type { BirthChart, PrincipalPhaseName } from './birth-chart';
export { BirthChartInputError, birthChart } from './birth-chart';
export type { Festival, LunarMonth, Quarter } from './calendar';
export {
  festivals,
  getNextFestival,
  getQuarter,
  lunarMonths,
  lunarMonthsText,
  moonPhases,
  quarters,
} from './calendar';
export { colorFromName, luckyColorNames } from './colors';
export type { CompatibilityResult } from './compatibility';
export { scoreCompatibility } from './compatibility';
export { scoreCompatibilityIn } from './compatibility-in';
export type { SignProfile } from './content';
export {
  dateRangeIn,
  elementName,
  festivalsIn,
  lunarMonthsIn,
  lunarMonthsTextIn,
  moonPhaseName,
  nextFestivalIn,
  quarterName,
  quartersIn,
  signProfile,
  signProfiles,
  treeMeaning,
  treeName,
} from './content';
export { atNoonUtc, isIsoDate } from './dates';
export { UnknownSignError } from './errors';
export { signDisplayName } from './horoscope/banks';
export type { DailyHoroscope } from './horoscope/generate';
export { generateDailyHoroscope } from './horoscope/generate';
export type { PeriodHoroscope } from './horoscope/period';
export { generatePeriodHoroscope } from './horoscope/period';
export type { Locale } from './locale';
export { defaultLocale, isLocale, locales } from './locale';
export { findSignByDate, getSign, isSignName, signNames } from './lookup';
export type { MoonPhase } from './moon';
export { getMoonPhase } from './moon';
export type { OghamLetter, OghamStrokes, Segment } from './ogham';
export { oghamBox, oghamByTree, oghamOf, oghamSegments } from './ogham';
export type { Period, PeriodKind } from './periods';
export {
  monthNames,
  parsePeriod,
  periodFormats,
  periodKinds,
  periodOf,
  shiftPeriod,
} from './periods';
export {
  deletionRefusalWords,
  type RateLimitPer,
  type RateLimitWords,
  type RefusalKey,
  type RefusalValues,
  refusalKeys,
  refusalText,
  refusalWords,
} from './refusals';
export type { ReminderOccasions, ReminderSlot } from './reminders';
export {
  addDays,
  localDateAt,
  nextReminderSlot,
  occasionsOn,
  reminderInstant,
  reminderSlot,
  reminderTimePattern,
} from './reminders';
export type { AssignableRole, Role } from './roles';
export {
  adminRoles,
  assignableRoles,
  defaultRole,
  isAdminRole,
  isPremiumRole,
  isSiteOwnerRole,
  isUndeletableRole,
  premiumRoles,
  roles,
  undeletableRoles,
} from './roles';
export { signs } from './signs';
export type { PrincipalPhase, QuarterChange, Sky, SkyFestival, TreeMonthSpan } from './sky';
export { skyBetween } from './sky';
export { firstSentence } from './text';
export { assertTimeZone } from './timezone';
export type { Element, MonthDay, Sign, SignName } from './types';
