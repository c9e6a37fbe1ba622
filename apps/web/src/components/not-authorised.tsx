import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from './ui/button';
import { Card } from './ui/card';

/** The card a signed-in user sees on a page their role does not open (the server refuses its calls too). */
export function NotAuthorised({ page, openTo }: { page: string; openTo: string }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center" role="alert">
      <ShieldAlert aria-hidden className="mx-auto size-10 text-ember" />
      <h2 className="mt-3 font-display text-parchment text-xl">
        <Trans>You are not authorised to view this page</Trans>
      </h2>
      <p className="mt-2 text-parchment-dim">
        <Trans>
          {page} is open to {openTo} only. If you think you should have access, ask the site owner to change
          your role.
        </Trans>
      </p>
      <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
        <Trans>Back to the dashboard</Trans>
      </Link>
    </Card>
  );
}
