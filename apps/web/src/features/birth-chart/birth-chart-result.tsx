import type { BirthChart } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { signLabel } from '../../i18n/sign-names';
import { shareOrCopy } from '../../lib/share';
import { birthChartShareUrl } from '../../lib/share-urls';
import { toast } from '../../lib/toast-store';
import { BirthChartView } from './birth-chart-view';

/** "Wolf of the Holly month, Ogham Tinne" in the language shown (tree and Ogham names stay as the chart gives them). */
function shareText(chart: BirthChart): string {
  const sign = signLabel(chart.sign.name);
  const tree = chart.sign.tree;
  const ogham = chart.sign.ogham.name;
  return t`${sign} of the ${tree} month, Ogham ${ogham}`;
}

/** Shares the public page of the chart: its date, time and zone, so the link shows the same Moon. */
async function shareChart(chart: BirthChart) {
  try {
    const outcome = await shareOrCopy({
      title: t`My Celtic birth chart`,
      text: shareText(chart),
      url: birthChartShareUrl(chart.date, chart.time, chart.timeZone),
    });
    if (outcome === 'copied')
      toast({ title: t`Link Copied`, description: t`The chart’s link is on your clipboard.` });
  } catch {
    toast({
      title: t`Error sharing chart`,
      description: t`Your browser could not share or copy the link.`,
      variant: 'destructive',
    });
  }
}

/** The public page's drawn chart and its share button (loaded apart from the page: routes/birth-chart.tsx). */
export function BirthChartResult({ chart }: { chart: BirthChart }) {
  return (
    <>
      <div>
        <Button variant="outline" onClick={() => void shareChart(chart)}>
          <Share2 aria-hidden /> <Trans>Share</Trans>
        </Button>
      </div>
      <BirthChartView chart={chart} />
    </>
  );
}
