import { Trans } from '@lingui/react/macro';
import { LogOut, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { LanguageMenu } from '../../i18n/language-menu';
import { CelticNowBadges } from './celtic-now-badges';
import { useChooseLocale } from './use-choose-locale';
import { useShellActions } from './use-shell-actions';

/**
 * Not sticky, so only the page's glow is ever behind it: not frosted (blurring the glow would show nothing).
 * One row at every width: on phones the badges stack their two names and the buttons show only their icons
 * (their names stay for screen readers), where German words would wrap the row three times.
 */
export function AppHeader() {
  const { resetSign, logout } = useShellActions();
  const chooseLocale = useChooseLocale();
  return (
    <header className="flex items-center justify-between gap-3 border-b border-gold/15 bg-forest-950/60 px-4 py-2 sm:px-6 sm:py-3 lg:px-8">
      <CelticNowBadges />
      <div className="flex shrink-0 items-center gap-2">
        <LanguageMenu onChoose={chooseLocale} className="[&>svg]:max-sm:hidden" />
        <Button variant="outline" size="sm" onClick={resetSign} className="max-sm:w-8 max-sm:px-0">
          <RotateCcw aria-hidden />
          <span className="max-sm:sr-only">
            <Trans>Reset Sign</Trans>
          </span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void logout()} className="max-sm:w-8 max-sm:px-0">
          <LogOut aria-hidden />
          <span className="max-sm:sr-only">
            <Trans>Logout</Trans>
          </span>
        </Button>
      </div>
    </header>
  );
}
