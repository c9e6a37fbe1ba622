import { Trans } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { TimeZoneField } from '../../components/time-zone-field';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { localIsoDate, localTimeZone } from '../../lib/local-day';
import { currentZoneName } from '../../lib/time-zones';

const currentZone = (zone: string | undefined) => (zone ? currentZoneName(zone) : undefined);

export interface BirthInput {
  date: string;
  time?: string;
  timeZone?: string;
}

interface BirthChartFormProps {
  initial?: BirthInput;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (input: BirthInput) => void;
}

/** A birth date, with an optional time and the time zone of the place: what a birth chart is made of. */
export function BirthChartForm({ initial, submitLabel, busy, onSubmit }: BirthChartFormProps) {
  const id = useId();
  const own = useMemo(() => currentZone(localTimeZone()), []);
  const [date, setDate] = useState(initial?.date ?? '');
  const [time, setTime] = useState(initial?.time ?? '');
  const [timeZone, setTimeZone] = useState(initial?.timeZone ?? own ?? 'UTC');
  const today = localIsoDate(new Date());

  return (
    <form
      className="grid gap-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!date) return;
        onSubmit({ date, time: time || undefined, timeZone });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>
          <Trans>Date of birth</Trans>
        </Label>
        <Input
          id={`${id}-date`}
          type="date"
          required
          min="1900-01-01"
          max={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-time`}>
          <Trans>Time (optional)</Trans>
        </Label>
        <Input id={`${id}-time`} type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-zone`}>
          <Trans>Time zone of the place</Trans>
        </Label>
        <TimeZoneField id={`${id}-zone`} value={timeZone} onChange={setTimeZone} own={own} />
      </div>
      <Button type="submit" disabled={busy || !date}>
        {submitLabel}
      </Button>
    </form>
  );
}
