import { dateRangeIn, type Sign } from '@celtic/zodiac-core';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';

interface ChoiceBarProps {
  sign: Sign | null;
  /** A date was given (and no sign matches it when `sign` is null). */
  hasDate: boolean;
  saving: boolean;
  onContinue: () => void;
}

/**
 * The most the bar can cover at the bottom of the window (its button wrapping on a phone), in px: the sign
 * list opens above it.
 */
export const CHOICE_BAR_HEIGHT = 96;

/** The bar fixed at the bottom of /welcome: the sign chosen so far and the button that keeps it. */
export function ChoiceBar({ sign, hasDate, saving, onContinue }: ChoiceBarProps) {
  const { t } = useLingui();
  const locale = useApiLocale();
  const shownName = sign ? signLabel(sign.name) : '';
  return (
    <section
      aria-label={t`Your choice`}
      aria-live="polite"
      // data-bottom-bar: toasts keep above it (styles.css).
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-gold/25 bg-forest-950/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="flex min-h-11 min-w-0 shrink-0 items-center gap-3 max-sm:max-w-[55%]">
          {sign ? (
            <>
              <SignIcon sign={sign} size={44} className="max-sm:hidden" />
              <div className="min-w-0">
                <p className="truncate font-display text-base font-semibold text-parchment sm:text-lg">
                  {shownName}
                </p>
                {/* Never broken inside: "Feb 18 – Mar 17" on one line. */}
                <p className="text-xs whitespace-nowrap text-gold-bright sm:text-sm">
                  {dateRangeIn(sign.startDate, sign.endDate, locale)}
                </p>
              </div>
            </>
          ) : (
            <p className="text-xs text-parchment-dim sm:text-sm">
              {hasDate ? t`No sign matches that date.` : t`No sign chosen yet.`}
            </p>
          )}
        </div>
        <Button
          size="lg"
          // On phones a long name wraps inside the button, leaving the dates beside it whole.
          className="h-11 min-w-0 px-4 text-sm max-sm:h-auto! max-sm:shrink! max-sm:min-h-11 max-sm:py-1.5 max-sm:text-left max-sm:leading-tight max-sm:whitespace-normal! sm:h-12 sm:px-6 sm:text-base"
          onClick={onContinue}
          disabled={!sign || saving}
          aria-busy={saving}
        >
          {saving ? <Spinner className="size-5" label={t`Saving`} /> : null}
          {sign ? t`Continue with ${shownName}` : t`Continue with your sign`}
          {saving ? null : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </section>
  );
}
