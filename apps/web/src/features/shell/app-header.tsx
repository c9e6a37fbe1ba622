import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, RotateCcw } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { LanguageMenu } from '../../i18n/language-menu';
import { signLabel } from '../../i18n/sign-names';
import { useZodiacSign } from '../../sign/sign-context';
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
  const { sign } = useZodiacSign();
  const { t } = useLingui();
  const shownName = sign ? signLabel(sign.name) : '';
  return (
    <header className="flex items-center justify-between gap-3 border-b border-gold/15 bg-forest-950/60 px-4 py-2 sm:px-6 sm:py-3 lg:px-8">
      <CelticNowBadges />
      <div className="flex shrink-0 items-center gap-2">
        <LanguageMenu onChoose={chooseLocale} className="[&>svg]:max-sm:hidden" />
        {/* It asks first; closing the dialog puts focus back on this button (the dialog's trigger). */}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline" size="sm" className="max-sm:w-8 max-sm:px-0">
              <RotateCcw aria-hidden />
              <span className="max-sm:sr-only">
                <Trans>Reset Sign</Trans>
              </span>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>{t`Reset your sign?`}</AlertDialogTitle>
            <AlertDialogDescription>
              {sign
                ? t`This clears ${shownName} and takes you to the welcome page to choose again. You can keep ${shownName} from there.`
                : t`You choose your sign again on the welcome page.`}
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t`Cancel`}</AlertDialogCancel>
              <AlertDialogAction onClick={resetSign}>{t`Reset Sign`}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
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
