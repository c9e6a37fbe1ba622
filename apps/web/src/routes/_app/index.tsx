import { getSign, type SignName } from '@celtic/zodiac-core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { SignCard } from '../../components/sign-card';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ZodiacWheel } from '../../components/zodiac-wheel';
import { CalendarCards } from '../../features/dashboard/calendar-cards';
import { ExploreLinks } from '../../features/dashboard/explore-links';
import { Festivals } from '../../features/dashboard/festivals';
import { useZodiacSign } from '../../sign/sign-context';

export const Route = createFileRoute('/_app/')({
  component: Dashboard,
});

function Dashboard() {
  const { user } = useAuth();
  const { sign } = useZodiacSign();
  const [selected, setSelected] = useState<SignName | null>(sign?.name ?? null);
  const detail = (selected ? getSign(selected) : null) ?? sign;
  const firstName = user?.displayName?.split(' ')[0];

  return (
    <>
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Your Celtic Dashboard'}
        description={
          sign
            ? `Born under the ${sign.name}, in the moon of the ${sign.tree}. Here is the Celtic year as it stands today.`
            : 'Here is the Celtic year as it stands today.'
        }
      />
      <div className="grid gap-6">
        <CalendarCards />
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">The Wheel of Signs</CardTitle>
          </CardHeader>
          <CardContent>
            <ZodiacWheel selected={selected} onSelect={(s) => setSelected(s.name)} />
          </CardContent>
        </Card>
        {detail ? (
          <section aria-labelledby="selected-sign-heading">
            <h2 id="selected-sign-heading" className="mb-3 font-display text-xl text-parchment">
              {detail.name === sign?.name ? 'Your sign' : 'Selected sign'}
            </h2>
            <SignCard sign={detail} headingLevel="h3">
              <Link to="/zodiac" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Read about all signs
              </Link>
              {detail.name === sign?.name ? (
                <Link to="/horoscope" className={buttonClasses({ size: 'sm' })}>
                  Today's horoscope
                </Link>
              ) : null}
            </SignCard>
          </section>
        ) : null}
        <ExploreLinks />
        <Festivals />
      </div>
    </>
  );
}
