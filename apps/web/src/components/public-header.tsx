import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { buttonClasses } from './ui/button';

/** The header of a page open to everyone (/birth-chart, /status): the site's name, and the way in or back. */
export function PublicHeader() {
  const signedIn = useAuth().status === 'signed-in';
  return (
    <header className="flex items-center justify-between gap-4 border-b border-gold/15 px-4 py-3 sm:px-6">
      <Link to="/login" className="focus-ring font-display text-lg font-semibold text-gold-bright">
        <Trans>Celtic Zodiac Explorer</Trans>
      </Link>
      <Link to={signedIn ? '/' : '/login'} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {signedIn ? t`Back to the app` : t`Sign in`}
      </Link>
    </header>
  );
}
