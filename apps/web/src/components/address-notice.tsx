import { useLingui } from '@lingui/react/macro';
import { MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RejectedParam } from '../lib/search-params';
import { buttonClasses } from './ui/button';
import { Card } from './ui/card';

/** The way on of a notice: a button-like link whose label may wrap on a phone (a date in words is long). */
export const noticeAction = buttonClasses({
  variant: 'outline',
  className: 'h-auto! min-h-10 py-2 text-center whitespace-normal!',
});

/** A value as shown in a message: a long one is cut, so no address can stretch the page. */
function shown(value: string): string {
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}

function useParamProblem() {
  const { t } = useLingui();
  return ({ name, value }: RejectedParam): string => {
    const quoted = shown(value);
    switch (name) {
      case 'date':
        return t`“${quoted}” is not a date. Dates in the address are written year-month-day, such as 2026-11-29.`;
      case 'view':
        return t`“${quoted}” is not one of this page’s views (day, week, month or year).`;
      case 'time':
        return t`“${quoted}” is not a time. Times in the address are written hours:minutes, such as 08:30.`;
      case 'timeZone':
        return t`“${quoted}” is not a time zone this browser knows, such as Europe/Dublin.`;
      default:
        return t`“${quoted}” cannot be read here.`;
    }
  };
}

interface NoticeProps {
  title: string;
  children: ReactNode;
  /** The way on: a link to what can be shown. */
  action: ReactNode;
}

/** A plain message about the address in place of a failure, with a way on. */
export function Notice({ title, children, action }: NoticeProps) {
  return (
    <Card role="alert" className="mb-6 flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <MapPinOff aria-hidden className="size-6 shrink-0 text-gold" />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold text-parchment">{title}</p>
        <div className="text-parchment-dim text-sm">{children}</div>
      </div>
      <div className="shrink-0">{action}</div>
    </Card>
  );
}

/** Says which parts of the address were left out and why; nothing when every part was read. */
export function AddressNotice({
  rejected,
  fallback,
  action,
}: {
  rejected: RejectedParam[];
  /** What the page shows instead. */
  fallback?: string;
  action: ReactNode;
}) {
  const problem = useParamProblem();
  const { t } = useLingui();
  if (rejected.length === 0) return null;
  return (
    <Notice title={t`Part of this address could not be read`} action={action}>
      <ul>
        {rejected.map((param) => (
          <li key={param.name}>{problem(param)}</li>
        ))}
      </ul>
      {fallback ? <p>{fallback}</p> : null}
    </Notice>
  );
}
