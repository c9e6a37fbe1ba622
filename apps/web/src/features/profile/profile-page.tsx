import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { SignCard } from '../../components/sign-card';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { LanguageMenu } from '../../i18n/language-menu';
import { toast } from '../../lib/toast-store';
import { useZodiacSign } from '../../sign/sign-context';
import { roleLabel } from '../shell/nav-items';
import { useChooseLocale } from '../shell/use-choose-locale';
import { UserAvatar } from '../shell/user-avatar';
import { BirthSection } from './birth-section';
import { DailyReminder } from './daily-reminder';
import { formatAuthTime } from './format';
import { OwnData } from './own-data';

export function ProfilePage() {
  const { user, signOut } = useAuth();
  const { sign, role } = useZodiacSign();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const { t } = useLingui();
  const chooseLocale = useChooseLocale();

  if (!user) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <UserRound aria-hidden className="mx-auto size-10 text-gold" />
        <p className="mt-3 text-parchment">
          <Trans>Please log in to view your profile</Trans>
        </p>
      </Card>
    );
  }

  const name = user.displayName || t`Zodiac Explorer`;

  async function logout() {
    setLeaving(true);
    try {
      await signOut();
      toast({ title: t`Logged out successfully` });
      await navigate({ to: '/login' });
    } catch {
      toast({
        title: t`Logout failed`,
        description: t`There was an issue logging you out. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setLeaving(false);
    }
  }

  const rows: [string, string][] = [
    [t`Display name`, name],
    [t`Email`, user.email ?? t`N/A`],
    [t`Role`, roleLabel(role)],
    [t`Account created`, formatAuthTime(user.metadata.creationTime)],
    [t`Last login`, formatAuthTime(user.metadata.lastSignInTime)],
  ];

  return (
    <>
      <PageHeader
        title={t`Your Profile`}
        description={t`Your account and your place in the Celtic tree calendar.`}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex-row items-center gap-4">
            <UserAvatar name={name} photoUrl={user.photoURL} size={72} />
            <div className="min-w-0">
              <CardTitle className="truncate text-2xl">{name}</CardTitle>
              <p className="truncate text-sm text-parchment-dim">{user.email}</p>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-forest-700 rounded-lg border border-forest-700">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                  <dt className="text-sm text-parchment-faint">{label}</dt>
                  <dd className="text-sm wrap-anywhere text-parchment">{value}</dd>
                </div>
              ))}
            </dl>
            {/* Two separate matters, each on its own line with room between them. */}
            <div className="mt-6 flex flex-col items-start gap-6">
              <Button variant="destructive" onClick={() => void logout()} disabled={leaving}>
                {leaving ? <Spinner className="size-4" label={t`Logging out`} /> : <LogOut aria-hidden />}
                <Trans>Logout</Trans>
              </Button>
              <LanguageMenu onChoose={chooseLocale} label={t`Language`} />
            </div>
          </CardContent>
        </Card>
        <section aria-labelledby="profile-sign-heading" className="lg:row-span-2">
          <h2 id="profile-sign-heading" className="mb-3 font-display text-xl text-parchment">
            <Trans>Your zodiac sign</Trans>
          </h2>
          {sign ? (
            <SignCard sign={sign} />
          ) : (
            <Card className="p-6 text-sm text-parchment-dim">
              <Trans>No sign chosen yet.</Trans>
            </Card>
          )}
        </section>
        <DailyReminder />
        <OwnData />
        <BirthSection />
      </div>
    </>
  );
}
