import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Notice } from '../../components/address-notice';
import { formatIsoDate } from './dates';
import { daysAhead, firstDate, lastDate } from './periods';

/** Said instead of asking the server for a reading outside its range: what the range is, and a way into it. */
export function OutOfRange({ date, today, action }: { date: string; today: string; action: ReactNode }) {
  const { t } = useLingui();
  const first = formatIsoDate(firstDate);
  const last = formatIsoDate(lastDate(today));
  return (
    <Notice
      title={
        date > today ? t`There is no reading this far ahead yet` : t`There are no readings this far back`
      }
      action={action}
    >
      <Trans>
        Readings reach from {first} to {last}, {daysAhead} days after today.
      </Trans>
    </Notice>
  );
}
