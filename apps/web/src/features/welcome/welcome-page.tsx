import { getSign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useReducer, useState } from 'react';
import { Button } from '../../components/ui/button';
import { signLabel } from '../../i18n/sign-names';
import { toast } from '../../lib/toast-store';
import { useZodiacSign } from '../../sign/sign-context';
import { useShellActions } from '../shell/use-shell-actions';
import { ChoiceBar } from './choice-bar';
import { BirthDateCard, SignChoiceCard } from './choice-cards';
import { chosenSign, emptyChoice, formatDateInput, parseDateInput, signChoiceReducer } from './sign-choice';

function WelcomeIntro() {
  return (
    <header className="text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
        <Trans>Your journey begins</Trans>
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold text-parchment sm:text-4xl">
        <Trans>Welcome to Celtic Zodiac</Trans>
      </h1>
      <p className="mx-auto mt-3 max-w-2xl text-parchment-dim">
        <Trans>
          Find your sign by your birth date (the year does not matter), or choose it from the thirteen signs
          of the Celtic tree calendar.
        </Trans>
      </p>
      <p className="mt-2 text-sm text-parchment-dim">
        <Trans>
          With the year too,{' '}
          <Link
            to="/birth-chart"
            className="focus-ring font-semibold text-gold-bright underline underline-offset-4"
          >
            see your whole birth chart
          </Link>
          : the Moon you were born under and the festivals either side.
        </Trans>
      </p>
      <div className="celtic-rule mx-auto mt-6 max-w-md" />
    </header>
  );
}

export function WelcomePage() {
  const [choice, dispatch] = useReducer(signChoiceReducer, emptyChoice);
  const [saving, setSaving] = useState(false);
  const [dateText, setDateText] = useState('');
  const { selectSign } = useZodiacSign();
  const { logout } = useShellActions();
  const navigate = useNavigate();
  const { t } = useLingui();

  const name = chosenSign(choice);
  const sign = name ? getSign(name) : null;

  async function onContinue() {
    if (!sign) return;
    const shownName = signLabel(sign.name);
    setSaving(true);
    try {
      await selectSign(sign.name);
      toast({
        title: t`Zodiac Sign Selected`,
        description: t`You've selected ${shownName} as your Celtic zodiac sign.`,
      });
      await navigate({ to: '/' });
    } catch (err) {
      console.error('Error selecting sign', err);
      toast({
        title: t`Error Selecting Sign`,
        description: t`There was a problem saving your zodiac sign. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="min-h-dvh pb-28">
      {/* The way out for someone who does not want to choose a sign now: the header's Logout. */}
      <header className="flex justify-end px-4 pt-4 sm:px-6">
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden />
          <Trans>Logout</Trans>
        </Button>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <WelcomeIntro />
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <BirthDateCard
            // The input shows what was typed while it is incomplete, and the picked date otherwise.
            text={choice.date ? formatDateInput(choice.date) : dateText}
            date={choice.date}
            onType={(text) => {
              setDateText(text);
              dispatch({ type: 'date', date: parseDateInput(text) });
            }}
            onPick={(date) => {
              setDateText(formatDateInput(date));
              dispatch({ type: 'date', date });
            }}
          />
          <SignChoiceCard
            selected={choice.listSign}
            onPick={(picked) => {
              setDateText('');
              dispatch({ type: 'pick', name: picked });
            }}
          />
        </div>
      </main>
      <ChoiceBar
        sign={sign}
        hasDate={choice.date !== null}
        saving={saving}
        onContinue={() => void onContinue()}
      />
    </div>
  );
}
