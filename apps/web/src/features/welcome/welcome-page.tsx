import { getSign, type Sign } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, LogOut } from 'lucide-react';
import { useMemo, useReducer, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { Button } from '../../components/ui/button';
import { signLabel } from '../../i18n/sign-names';
import { errorText } from '../../lib/errors';
import { keepDeviceBirth } from '../../lib/kept-birth';
import { localTimeZone } from '../../lib/local-day';
import { currentZoneName } from '../../lib/time-zones';
import { toast } from '../../lib/toast-store';
import { trpcClient } from '../../lib/trpc-client';
import { useZodiacSign } from '../../sign/sign-context';
import { useShellActions } from '../shell/use-shell-actions';
import { ChoiceBar } from './choice-bar';
import { BirthDateCard, type BirthMoment, SignChoiceCard } from './choice-cards';
import { forgetSignBeforeReset, signBeforeReset } from './sign-before-reset';
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

/**
 * Keeps the birth date on the profile and on this device. A refusal (a date out of the charts' range) is told
 * and does not stop the sign being chosen: the date can be given again on the profile.
 */
async function keepBirth(birth: { date: string; time: string; timeZone: string }) {
  const input = { date: birth.date, time: birth.time || undefined, timeZone: birth.timeZone };
  keepDeviceBirth(input);
  try {
    await trpcClient.birth.keep.mutate({ ...input, time: input.time ?? null });
  } catch (err) {
    toast({ title: t`Could not save your birth date`, description: errorText(err), variant: 'destructive' });
  }
}

/** `returnTo`: the page asked for before sign-in, where choosing a sign leads instead of the dashboard. */
export function WelcomePage({ returnTo }: { returnTo?: string } = {}) {
  const [choice, dispatch] = useReducer(signChoiceReducer, emptyChoice);
  const [saving, setSaving] = useState(false);
  const [dateText, setDateText] = useState('');
  const ownZone = useMemo(() => currentZoneName(localTimeZone() ?? 'UTC'), []);
  const [moment, setMoment] = useState<BirthMoment>(() => ({ time: '', timeZone: ownZone }));
  const { selectSign } = useZodiacSign();
  const { user } = useAuth();
  const { logout } = useShellActions();
  const navigate = useNavigate();
  const router = useRouter();
  const { t } = useLingui();
  // The sign a reset just cleared (Reset Sign leads here): offered back, so the reset can be undone.
  const [previous] = useState(() => (user ? signBeforeReset(user.uid) : null));

  const name = chosenSign(choice);
  const sign = name ? getSign(name) : null;

  async function save(chosen: Sign, kept: boolean) {
    const shownName = signLabel(chosen.name);
    setSaving(true);
    try {
      await selectSign(chosen.name);
      if (user) forgetSignBeforeReset(user.uid);
      // A sign found by birth date keeps that date (and the time and place given) for the birth chart.
      if (!kept && choice.date && !choice.listSign)
        await keepBirth({ date: formatDateInput(choice.date), ...moment });
      toast(
        kept
          ? { title: t`Zodiac sign kept`, description: t`${shownName} is still your Celtic zodiac sign.` }
          : {
              title: t`Zodiac Sign Selected`,
              description: t`You've selected ${shownName} as your Celtic zodiac sign.`,
            },
      );
      if (returnTo) router.history.push(returnTo);
      else await navigate({ to: '/' });
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

  const previousSign = previous ? getSign(previous) : undefined;
  const previousName = previous ? signLabel(previous) : '';

  return (
    <div className="min-h-dvh pb-28">
      {/* The way out for someone who does not want to choose a sign now: the header's Logout. */}
      <header className="flex flex-wrap justify-between gap-2 px-4 pt-4 sm:px-6">
        {previousSign ? (
          <Button variant="outline" size="sm" disabled={saving} onClick={() => void save(previousSign, true)}>
            <ArrowLeft aria-hidden />
            {t`Keep ${previousName}`}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void logout()}>
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
            moment={moment}
            onMoment={(patch) => setMoment((current) => ({ ...current, ...patch }))}
            ownZone={ownZone}
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
        onContinue={() => {
          if (sign) void save(sign, false);
        }}
      />
    </div>
  );
}
