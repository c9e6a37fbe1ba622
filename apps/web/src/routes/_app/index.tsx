import { getSign, type SignName, treeName } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { SignCard } from '../../components/sign-card';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ZodiacWheel } from '../../components/zodiac-wheel';
import { CalendarCards } from '../../features/dashboard/calendar-cards';
import { ExploreLinks } from '../../features/dashboard/explore-links';
import { Festivals } from '../../features/dashboard/festivals';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { yieldToMain } from '../../lib/yield';
import { useZodiacSign } from '../../sign/sign-context';

/**
 * 0 for the first render, then 1, then 2, each step in a transition after a yield. The dashboard's first render
 * (shell, header and calendar), the wheel, and the sections below it each render (in React's 5 ms slices) and
 * lay out in tasks of their own, so no single task blocks the main thread for long on a slow phone.
 */
function useRenderStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    let live = true;
    void yieldToMain().then(() => {
      if (live) startTransition(() => setStage(stage + 1));
    });
    return () => {
      live = false;
    };
  }, [stage, last]);
  return stage;
}

export const Route = createFileRoute('/_app/')({
  component: Dashboard,
});

function Dashboard() {
  const { user } = useAuth();
  const { sign } = useZodiacSign();
  const [selected, setSelected] = useState<SignName | null>(sign?.name ?? null);
  const detail = (selected ? getSign(selected) : null) ?? sign;
  const firstName = user?.displayName?.split(' ')[0];
  const stage = useRenderStage(2);
  const { t } = useLingui();
  const locale = useApiLocale();
  const signName = sign ? signLabel(sign.name) : '';
  const tree = sign ? treeName(sign.tree, locale) : '';

  return (
    <>
      <PageHeader
        title={firstName ? t`Welcome, ${firstName}` : t`Your Celtic Dashboard`}
        description={
          sign
            ? t`Born under the ${signName}, in the moon of the ${tree}. Here is the Celtic year as it stands today.`
            : t`Here is the Celtic year as it stands today.`
        }
      />
      <div className="grid gap-6">
        <CalendarCards />
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">
              <Trans>The Wheel of Signs</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {stage >= 1 ? (
              <ZodiacWheel selected={selected} onSelect={(s) => setSelected(s.name)} />
            ) : (
              // The wheel's height (ring, gap, button; then the legend, 400 px or more, below or beside from
              // lg), so little moves when it arrives.
              <div aria-hidden className="h-[796px] lg:h-[400px]" />
            )}
          </CardContent>
        </Card>
        {stage >= 2 && detail ? (
          <section aria-labelledby="selected-sign-heading">
            <h2 id="selected-sign-heading" className="mb-3 font-display text-xl text-parchment">
              {detail.name === sign?.name ? t`Your sign` : t`Selected sign`}
            </h2>
            <SignCard sign={detail} headingLevel="h3" className="below-fold [--section-height:19rem]">
              <Link to="/zodiac" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <Trans>Read about all signs</Trans>
              </Link>
              {detail.name === sign?.name ? (
                <Link to="/horoscope" className={buttonClasses({ size: 'sm' })}>
                  <Trans>Today's horoscope</Trans>
                </Link>
              ) : null}
            </SignCard>
          </section>
        ) : null}
        {stage >= 2 ? (
          <>
            <ExploreLinks />
            <Festivals />
          </>
        ) : null}
      </div>
    </>
  );
}
