import { getSign, isSignName, signs } from '@celtic/zodiac-core';
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

  const name = chosenSign(choice);
  const sign = name ? getSign(name) : null;
  // The input shows what was typed while it is incomplete, and the picked date otherwise.
  const dateValue = choice.date ? formatDateInput(choice.date) : dateText;

  async function onContinue() {
    if (!sign) return;
    setSaving(true);
    try {
      await selectSign(sign.name);
      toast({
        title: 'Zodiac Sign Selected',
        description: `You've selected ${sign.name} as your Celtic zodiac sign.`,
      });
      await navigate({ to: '/' });
    } catch (err) {
      console.error('Error selecting sign', err);
      toast({
        title: 'Error Selecting Sign',
        description: 'There was a problem saving your zodiac sign. Please try again.',
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
          Logout
        </Button>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <header className="text-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">Your journey begins</p>
          <h1 className="mt-3 font-display text-3xl font-semibold text-parchment sm:text-4xl">
            Welcome to Celtic Zodiac
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-parchment-dim">
            Find your sign by your birth date (the year does not matter), or choose it from the thirteen signs
            of the Celtic tree calendar.
          </p>
          <p className="mt-2 text-sm text-parchment-dim">
            With the year too,{' '}
            <Link
              to="/birth-chart"
              className="focus-ring font-semibold text-gold-bright underline underline-offset-4"
            >
              see your whole birth chart
            </Link>
            : the Moon you were born under and the festivals either side.
          </p>
          <div className="celtic-rule mx-auto mt-6 max-w-md" />
        </header>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <CalendarDays aria-hidden className="size-5" /> Find by birth date
              </CardTitle>
              <CardDescription>Type your birthday or pick it on the calendar.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor={dateId}>Birth date</Label>
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
                <Sparkles aria-hidden className="size-5" /> Or choose your sign
              </CardTitle>
              <CardDescription>Pick from the list, or click a sign on the wheel.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <div className="grid gap-1.5">
                <Label htmlFor={selectId}>Zodiac sign</Label>
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
                    <SelectValue placeholder="Select a sign" />
                  </SelectTrigger>
                  <SelectContent>
                    {signs.map((s) => (
                      <SelectItem key={s.name} value={s.name}>
                        {s.name} · {s.dateRange}
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
        aria-label="Your choice"
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
                    {sign.name}
                  </p>
                  <p className="text-xs text-gold-bright sm:text-sm">{sign.dateRange}</p>
                </div>
              </>
            ) : (
              <p className="text-xs text-parchment-dim sm:text-sm">
                {choice.date ? 'No sign matches that date.' : 'No sign chosen yet.'}
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
            {saving ? <Spinner className="size-5" label="Saving" /> : null}
            {sign ? `Continue with ${sign.name}` : 'Continue with your sign'}
            {saving ? null : <ArrowRight aria-hidden />}
          </Button>
        </div>
      </section>
    </div>
  );
}
