import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useState } from 'react';
import { TimeZoneField } from '../../components/time-zone-field';
import { Input, Label } from '../../components/ui/input';
import { currentZoneName } from '../../lib/time-zones';

/** What the reminder form edits. */
export interface ReminderChoice {
  time: string;
  timeZone: string;
  festivals: boolean;
  moon: boolean;
}

const browserZone = () => currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** The form's choice: 08:00 in the browser's zone until the saved settings arrive, then theirs. */
export function useReminderChoice(
  saved: (Omit<ReminderChoice, 'timeZone'> & { timeZone: string | null }) | undefined,
) {
  const [choice, setChoice] = useState<ReminderChoice>(() => ({
    time: '08:00',
    timeZone: browserZone(),
    festivals: false,
    moon: false,
  }));

  useEffect(() => {
    if (!saved) return;
    setChoice((current) => ({
      time: saved.time,
      timeZone: saved.timeZone || current.timeZone,
      festivals: saved.festivals,
      moon: saved.moon,
    }));
  }, [saved]);

  const change = (patch: Partial<ReminderChoice>) => setChoice((current) => ({ ...current, ...patch }));
  return [choice, change] as const;
}

interface ReminderFieldsProps {
  choice: ReminderChoice;
  onChange: (patch: Partial<ReminderChoice>) => void;
  /** While the saved settings load: what is typed then would be replaced by them when they arrive. */
  disabled?: boolean;
}

/** The reminder's time, time zone and the extra reminders (fire festivals, full and new moons). */
export function ReminderFields({ choice, onChange, disabled = false }: ReminderFieldsProps) {
  const ids = { time: useId(), zone: useId(), festivals: useId(), moon: useId() };
  const own = useMemo(browserZone, []);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.time}>
            <Trans>Time</Trans>
          </Label>
          <Input
            id={ids.time}
            type="time"
            value={choice.time}
            required
            disabled={disabled}
            onChange={(e) => onChange({ time: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.zone}>
            <Trans>Time zone</Trans>
          </Label>
          <TimeZoneField
            id={ids.zone}
            value={choice.timeZone}
            own={own}
            disabled={disabled}
            onChange={(timeZone) => onChange({ timeZone })}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-parchment-dim">
          <Trans>Also remind me of</Trans>
        </legend>
        <label htmlFor={ids.festivals} className="flex items-center gap-2 text-sm text-parchment">
          <input
            id={ids.festivals}
            type="checkbox"
            checked={choice.festivals}
            disabled={disabled}
            onChange={(e) => onChange({ festivals: e.target.checked })}
            className="size-4 accent-gold"
          />
          <Trans>The fire festivals (Samhain, Imbolc, Beltane, Lughnasadh)</Trans>
        </label>
        <label htmlFor={ids.moon} className="flex items-center gap-2 text-sm text-parchment">
          <input
            id={ids.moon}
            type="checkbox"
            checked={choice.moon}
            disabled={disabled}
            onChange={(e) => onChange({ moon: e.target.checked })}
            className="size-4 accent-gold"
          />
          <Trans>Full and new moons</Trans>
        </label>
      </fieldset>
    </>
  );
}
