import { expect, it } from 'vitest';
import * as core from './index';

it('exports every runtime name listed in docs/INTERNALS.md', () => {
  const expected = [
    'reminderTimePattern',
    'assertTimeZone',
    'localDateAt',
    'addDays',
    'reminderInstant',
    'reminderSlot',
    'nextReminderSlot',
    'occasionsOn',
    'signs',
    'signNames',
    'isSignName',
    'getSign',
    'findSignByDate',
    'roles',
    'defaultRole',
    'adminRoles',
    'isAdminRole',
    'isSiteOwnerRole',
    'undeletableRoles',
    'isUndeletableRole',
    'deletionRefusals',
    'assignableRoles',
    'quarters',
    'getQuarter',
    'festivals',
    'getNextFestival',
    'moonPhases',
    'getMoonPhase',
    'lunarMonths',
    'lunarMonthsText',
    'luckyColorNames',
    'colorFromName',
    'UnknownSignError',
    'scoreCompatibility',
    'generateDailyHoroscope',
    'isIsoDate',
    'generatePeriodHoroscope',
    'monthNames',
    'parsePeriod',
    'periodFormats',
    'periodKinds',
    'periodOf',
    'shiftPeriod',
    'skyBetween',
    'premiumRoles',
    'isPremiumRole',
    'locales',
    'defaultLocale',
    'isLocale',
    'signDisplayName',
    'scoreCompatibilityIn',
    'birthChart',
    'BirthChartInputError',
    'oghamByTree',
    'oghamOf',
    'oghamBox',
    'oghamSegments',
  ];
  expect(Object.keys(core).sort()).toEqual([...expected].sort());
});

it('makes UnknownSignError a real Error subclass', () => {
  const error = new core.UnknownSignError('Phoenix');
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('UnknownSignError');
  expect(error.signName).toBe('Phoenix');
});
