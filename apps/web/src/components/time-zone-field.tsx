import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { timeZoneChoices, zoneFromText, zoneLabel } from '../lib/time-zones';
import { Input } from './ui/input';

interface TimeZoneFieldProps {
  id: string;
  /** The chosen zone (IANA name). */
  value: string;
  onChange: (zone: string) => void;
  /** The person's own zone, listed first. */
  own?: string;
  disabled?: boolean;
}

/**
 * A searchable time-zone picker: a text input with the zones as its suggestions (a native combobox, so screen
 * readers and phones handle it). A text that names no zone keeps the last zone chosen, says so under the field
 * and makes the form refuse to submit.
 */
export function TimeZoneField({ id, value, onChange, own, disabled }: TimeZoneFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => zoneLabel(value));
  // The ~420 suggestions are rendered once the field is first used: the form shows without them.
  const [listed, setListed] = useState(false);
  const [touched, setTouched] = useState(false);
  const zones = useMemo(() => timeZoneChoices(own), [own]);

  // A value set from outside (saved settings arriving) replaces what the field shows.
  useEffect(() => {
    setText((shown) => (zoneFromText(shown, zones) === value ? shown : zoneLabel(value)));
  }, [value, zones]);

  const unknown = zoneFromText(text, zones) === null && zoneLabel(value) !== text;
  const problem = unknown ? t`Choose a time zone from the list, such as Europe/Dublin.` : '';
  useEffect(() => input.current?.setCustomValidity(problem), [problem]);

  return (
    <>
      <Input
        ref={input}
        id={id}
        type="text"
        list={`${id}-zones`}
        autoComplete="off"
        spellCheck={false}
        value={text}
        disabled={disabled}
        aria-invalid={unknown && touched}
        aria-describedby={unknown && touched ? `${id}-problem` : undefined}
        placeholder={t`Search, e.g. Dublin`}
        onFocus={(event) => {
          setListed(true);
          // Typing then replaces the zone shown rather than adding to it.
          event.target.select();
        }}
        onPointerDown={() => setListed(true)}
        onBlur={() => setTouched(true)}
        onChange={(event) => {
          setText(event.target.value);
          const zone = zoneFromText(event.target.value, zones);
          if (zone) onChange(zone);
        }}
      />
      <datalist id={`${id}-zones`}>
        {(listed ? zones : []).map((zone) => (
          <option key={zone} value={zoneLabel(zone)} />
        ))}
      </datalist>
      {unknown && touched ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-ember">
          {problem}
        </p>
      ) : null}
    </>
  );
}
