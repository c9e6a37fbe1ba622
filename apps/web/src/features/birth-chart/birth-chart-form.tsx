import { Trans } from '@lingui/react/macro';
import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { localIsoDate, localTimeZone } from '../../lib/local-day';

export interface BirthInput {
  date: string;
  time?: string;
  timeZone?: string;
}

/** The IANA zones the browser knows, the visitor's own first; UTC when the browser cannot list them. */
function zoneChoices(own: string | undefined): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([own ?? 'UTC', 'UTC', ...listed]);
  return [...zones];
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
  const own = useMemo(() => localTimeZone(), []);
  // The ~400 zones are listed just after the form has shown, in a transition: as part of the page's first
  // render they made it one long task on a slow phone.
  const [listed, setListed] = useState(false);
  useEffect(() => startTransition(() => setListed(true)), []);
  const zones = useMemo(() => (listed ? zoneChoices(own) : []), [listed, own]);
  const [date, setDate] = useState(initial?.date ?? '');
  const [time, setTime] = useState(initial?.time ?? '');
  const [timeZone, setTimeZone] = useState(initial?.timeZone ?? own ?? 'UTC');
  const choices = zones.includes(timeZone) ? zones : [timeZone, ...zones];
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
        <select
          id={`${id}-zone`}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          className="focus-ring h-10 w-full rounded-lg border border-gold/30 bg-forest-950/80 px-3 text-sm text-parchment [color-scheme:dark] hover:border-gold/60"
        >
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy || !date}>
        {submitLabel}
      </Button>
    </form>
  );
}
