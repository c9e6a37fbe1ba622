import { dateRangeIn, isSignName, type SignName, signs } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { TimeZoneField } from '../../components/time-zone-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { ZodiacWheel } from '../../components/zodiac-wheel';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { CHOICE_BAR_HEIGHT } from './choice-bar';
import { MonthYearPicker } from './month-year-picker';
import type { PickedDate } from './sign-choice';

/** The optional time and place of birth, kept with the date for the birth chart. */
export interface BirthMoment {
  time: string;
  timeZone: string;
}

interface BirthDateCardProps {
  /** What the date input shows. */
  text: string;
  date: PickedDate | null;
  /** Typed in the input. */
  onType: (text: string) => void;
  /** Picked on the calendar. */
  onPick: (date: PickedDate) => void;
  moment: BirthMoment;
  onMoment: (patch: Partial<BirthMoment>) => void;
  /** The visitor's own zone, listed first. */
  ownZone?: string;
}

/** Finding the sign by birth date: typed, or picked on the month calendar. */
export function BirthDateCard({ text, date, onType, onPick, moment, onMoment, ownZone }: BirthDateCardProps) {
  const dateId = useId();
  const timeId = useId();
  const zoneId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-5" /> <Trans>Find by birth date</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Type your birthday or pick it on the calendar.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={dateId}>
            <Trans>Birth date</Trans>
          </Label>
          <Input
            id={dateId}
            type="date"
            min="1920-01-01"
            value={text}
            onChange={(e) => onType(e.target.value)}
          />
        </div>
        <MonthYearPicker value={date} onChange={onPick} />
        {/* Kept with the date for the birth chart on the profile and /birth-chart. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={timeId}>
              <Trans>Time (optional)</Trans>
            </Label>
            <Input
              id={timeId}
              type="time"
              value={moment.time}
              onChange={(e) => onMoment({ time: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={zoneId}>
              <Trans>Time zone of the place</Trans>
            </Label>
            <TimeZoneField
              id={zoneId}
              value={moment.timeZone}
              own={ownZone}
              onChange={(timeZone) => onMoment({ timeZone })}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

interface SignCardProps {
  selected: SignName | null;
  onPick: (name: SignName) => void;
}

/** Choosing the sign itself: from the list or on the wheel. */
export function SignChoiceCard({ selected, onPick }: SignCardProps) {
  const selectId = useId();
  const { t } = useLingui();
  const locale = useApiLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-5" /> <Trans>Or choose your sign</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Pick from the list, or click a sign on the wheel.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>
            <Trans>Zodiac sign</Trans>
          </Label>
          <Select
            value={selected ?? ''}
            onValueChange={(value) => {
              if (isSignName(value)) onPick(value);
            }}
          >
            <SelectTrigger id={selectId}>
              <SelectValue placeholder={t`Select a sign`} />
            </SelectTrigger>
            {/* The list stops above the bar fixed at the bottom, and scrolls within itself there. */}
            <SelectContent collisionPadding={{ bottom: CHOICE_BAR_HEIGHT + 8, top: 8 }}>
              {signs.map((s) => (
                <SelectItem key={s.name} value={s.name}>
                  {signLabel(s.name)} · {dateRangeIn(s.startDate, s.endDate, locale)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <ZodiacWheel selected={selected} onSelect={(s) => onPick(s.name)} headingLevel="h3" />
      </CardContent>
    </Card>
  );
}
