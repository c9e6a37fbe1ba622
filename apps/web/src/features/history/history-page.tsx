import { CalendarDays, Landmark, ScrollText, Sparkles } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { BackgroundTab } from './background-tab';
import { CalendarTab } from './calendar-tab';
import { MythologyTab } from './mythology-tab';

export function HistoryPage() {
  return (
    <div>
      <PageHeader
        icon={<Landmark />}
        title="History"
        description="The Celtic year, the roots of the tree zodiac, and the myths behind its animals."
      />
      <Tabs defaultValue="calendar">
        <TabsList aria-label="History topics">
          <TabsTrigger value="calendar">
            <CalendarDays aria-hidden className="size-4" /> Celtic Calendar
          </TabsTrigger>
          <TabsTrigger value="background">
            <ScrollText aria-hidden className="size-4" /> Historical Background
          </TabsTrigger>
          <TabsTrigger value="mythology">
            <Sparkles aria-hidden className="size-4" /> Celtic Mythology
          </TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <CalendarTab />
        </TabsContent>
        <TabsContent value="background">
          <BackgroundTab />
        </TabsContent>
        <TabsContent value="mythology">
          <MythologyTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
