import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input, Label } from '../../components/ui/input';

/** Waits for typing to pause before searching: one request per word, not per key. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The text typed in the search field and the search it settles into (trimmed, after a pause). */
export function useUserSearch() {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  return { text, setText, q };
}

/** "Search users" by name or e-mail, as /admin and /system show it. */
export function UserSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5 sm:max-w-sm">
      <Label htmlFor={id}>
        <Trans>Search users</Trans>
      </Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-parchment-faint"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={t`Name or e-mail`}
          value={value}
          maxLength={254}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
