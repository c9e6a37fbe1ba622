import type { Locale } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Landmark, ScrollText, Sparkles } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabIconClass } from '../../components/ui/tabs';
import { BackgroundTab } from './background-tab';
import { CalendarTab } from './calendar-tab';
import { MythologyTab } from './mythology-tab';

/** `locale`: the language of the page's long texts (the active UI language; English by default). */
export function HistoryPage({ locale = 'en' }: { locale?: Locale }) {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        icon={<Landmark />}
        title={t`History`}
        description={t`The Celtic year, the roots of the tree zodiac, and the myths behind its animals.`}
      />
      <Tabs defaultValue="calendar">
        <TabsList aria-label={t`History topics`} fill>
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden className={tabIconClass} /> <Trans>Celtic Calendar</Trans>
          </TabsTrigger>
          <TabsTrigger value="background">
            <ScrollText aria-hidden className={tabIconClass} /> <Trans>Historical Background</Trans>
          </TabsTrigger>
          <TabsTrigger value="mythology">
            <Sparkles aria-hidden className={tabIconClass} /> <Trans>Celtic Mythology</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <CalendarTab locale={locale} />
        </TabsContent>
        <TabsContent value="background">
          <BackgroundTab locale={locale} />
        </TabsContent>
        <TabsContent value="mythology">
          <MythologyTab locale={locale} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
