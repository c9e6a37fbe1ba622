import { dateRangeIn, getSign, isSignName, signs } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, CalendarDays, LogOut, Sparkles } from 'lucide-react';
import { useId, useReducer, useState } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { ZodiacWheel } from '../../components/zodiac-wheel';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { toast } from '../../lib/toast-store';
import { useZodiacSign } from '../../sign/sign-context';
import { useShellActions } from '../shell/use-shell-actions';
import { MonthYearPicker } from './month-year-picker';
import { chosenSign, emptyChoice, formatDateInput, parseDateInput, signChoiceReducer } from './sign-choice';

export function WelcomePage() {
  const [choice, dispatch] = useReducer(signChoiceReducer, emptyChoice);
  const [saving, setSaving] = useState(false);
  const [dateText, setDateText] = useState('');
  const { selectSign } = useZodiacSign();
  const { logout } = useShellActions();
  const navigate = useNavigate();
  const dateId = useId();
  const selectId = useId();
  const { t } = useLingui();
  const locale = useApiLocale();

  const name = chosenSign(choice);
  const sign = name ? getSign(name) : null;
  const shownName = sign ? signLabel(sign.name) : '';
  const shownRange = (s: NonNullable<typeof sign>) => dateRangeIn(s.startDate, s.endDate, locale);
  // The input shows what was typed while it is incomplete, and the picked date otherwise.
  const dateValue = choice.date ? formatDateInput(choice.date) : dateText;

  async function onContinue() {
    if (!sign) return;
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
    <div className="min-h-dvh pb-24">
      {/* The way out for someone who does not want to choose a sign now: the header's Logout. */}
      <header className="flex justify-end px-4 pt-4 sm:px-6">
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden />
          <Trans>Logout</Trans>
        </Button>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <header className="text-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
            <Trans>Your journey begins</Trans>
          </p>
          <h1 className="mt-3 font-display text-3xl font-semibold text-parchment sm:text-4xl">
            <Trans>Welcome to Celtic Zodiac</Trans>
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-parchment-dim">
            <Trans>
              Find your sign by your birth date (the year does not matter), or choose it from the thirteen
              signs of the Celtic tree calendar.
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

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <CalendarDays aria-hidden className="size-5" /> <Trans>Find by birth date</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Type your birthday or pick it on the calendar.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor={dateId}>
                  <Trans>Birth date</Trans>
                </Label>
                <Input
                  id={dateId}
                  type="date"
                  min="1920-01-01"
                  value={dateValue}
                  onChange={(e) => {
                    setDateText(e.target.value);
                    dispatch({ type: 'date', date: parseDateInput(e.target.value) });
                  }}
                />
              </div>
              <MonthYearPicker
                value={choice.date}
                onChange={(date) => {
                  setDateText(formatDateInput(date));
                  dispatch({ type: 'date', date });
                }}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Sparkles aria-hidden className="size-5" /> <Trans>Or choose your sign</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Pick from the list, or click a sign on the wheel.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <div className="grid gap-1.5">
                <Label htmlFor={selectId}>
                  <Trans>Zodiac sign</Trans>
                </Label>
                <Select
                  value={choice.listSign ?? ''}
                  onValueChange={(value) => {
                    if (isSignName(value)) {
                      setDateText('');
                      dispatch({ type: 'pick', name: value });
                    }
                  }}
                >
                  <SelectTrigger id={selectId}>
                    <SelectValue placeholder={t`Select a sign`} />
                  </SelectTrigger>
                  <SelectContent>
                    {signs.map((s) => (
                      <SelectItem key={s.name} value={s.name}>
                        {signLabel(s.name)} · {shownRange(s)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <ZodiacWheel
                selected={choice.listSign}
                onSelect={(s) => {
                  setDateText('');
                  dispatch({ type: 'pick', name: s.name });
                }}
                headingLevel="h3"
              />
            </CardContent>
          </Card>
        </div>
      </main>

      <section
        aria-label={t`Your choice`}
        aria-live="polite"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-gold/25 bg-forest-950/95 backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-h-11 min-w-0 items-center gap-3">
            {sign ? (
              <>
                <SignIcon sign={sign} size={44} className="hidden sm:inline-grid" />
                <div className="min-w-0">
                  <p className="truncate font-display text-base font-semibold text-parchment sm:text-lg">
                    {shownName}
                  </p>
                  <p className="text-xs text-gold-bright sm:text-sm">{shownRange(sign)}</p>
                </div>
              </>
            ) : (
              <p className="text-xs text-parchment-dim sm:text-sm">
                {choice.date ? t`No sign matches that date.` : t`No sign chosen yet.`}
              </p>
            )}
          </div>
          <Button
            size="lg"
            className="h-11 px-4 text-sm sm:h-12 sm:px-6 sm:text-base"
            onClick={() => void onContinue()}
            disabled={!sign || saving}
            aria-busy={saving}
          >
            {saving ? <Spinner className="size-5" label={t`Saving`} /> : null}
            {sign ? t`Continue with ${shownName}` : t`Continue with your sign`}
            {saving ? null : <ArrowRight aria-hidden />}
          </Button>
        </div>
      </section>
    </div>
  );
}
