import type { CompatibilityDetails } from '@celtic/api';
import { getSign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, FileDown, Share2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { signDates, signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { shareOrCopy } from '../../lib/share';
import { compatibilityShareUrl } from '../../lib/share-urls';
import { toast } from '../../lib/toast-store';
import { compatibilityShareText, scoreLabel } from './history';
import { ScoreRing } from './score-ring';

export interface CheckedPair {
  firstSign: string;
  secondSign: string;
  score: number;
  details: CompatibilityDetails;
}

/** The shown name of a sign identifier (the identifier itself if it is not a sign's). */
function shownName(name: string): string {
  const sign = getSign(name);
  return sign ? signLabel(sign.name) : name;
}

function SignName({ name }: { name: string }) {
  const sign = getSign(name);
  return (
    <span className="flex w-24 flex-col items-center gap-2 text-center sm:w-32">
      {sign ? <SignIcon sign={sign} size={56} /> : null}
      <span className="font-display text-lg text-parchment">{sign ? signLabel(sign.name) : name}</span>
      {sign ? <span className="text-parchment-faint text-xs">{signDates(sign.name)}</span> : null}
    </span>
  );
}

function Points({ title, items, tone }: { title: string; items: string[]; tone: 'good' | 'hard' }) {
  if (items.length === 0) return null;
  const Icon = tone === 'good' ? Check : TriangleAlert;
  return (
    <section>
      <h3 className="mb-2 font-display text-gold-bright">{title}</h3>
      <ul className="space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-parchment-dim">
            <Icon
              aria-hidden
              className={`mt-1 size-4 shrink-0 ${tone === 'good' ? 'text-moss' : 'text-ember'}`}
            />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CompatibilityResult({ pair }: { pair: CheckedPair }) {
  const [exporting, setExporting] = useState(false);
  const label = scoreLabel(pair.score);
  const { t } = useLingui();
  // The PDF is written in the language the screen shows.
  const locale = useApiLocale();
  const firstName = shownName(pair.firstSign);
  const secondName = shownName(pair.secondSign);

  const onPdf = async () => {
    const first = getSign(pair.firstSign);
    const second = getSign(pair.secondSign);
    if (!first || !second) return;
    setExporting(true);
    try {
      const { downloadCompatibilityPdf } = await import('./pdf');
      await downloadCompatibilityPdf({
        first,
        second,
        score: pair.score,
        label,
        details: pair.details,
        generatedOn: new Date(),
        locale,
      });
      toast({
        title: t`PDF Saved`,
        description: t`${firstName} & ${secondName} is in your downloads.`,
      });
    } catch {
      toast({
        title: t`Error creating PDF`,
        description: t`The PDF could not be created.`,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const onShare = async () => {
    try {
      const outcome = await shareOrCopy({
        title: `${firstName} & ${secondName}`,
        text: compatibilityShareText(firstName, secondName, pair.score, pair.details),
        url: compatibilityShareUrl(pair.firstSign, pair.secondSign),
      });
      if (outcome === 'copied') {
        toast({
          title: t`Compatibility Copied`,
          description: t`The result has been copied to the clipboard.`,
        });
      }
    } catch {
      toast({
        title: t`Error sharing compatibility`,
        description: t`Your browser could not share or copy the result.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <article aria-labelledby="compat-result-title">
      <Card className="overflow-hidden">
        <h2 id="compat-result-title" className="sr-only">
          <Trans>
            Compatibility of {firstName} and {secondName}
          </Trans>
        </h2>
        <div className="flex items-start justify-center gap-3 border-gold/20 border-b bg-gradient-to-b from-forest-800/60 to-transparent px-3 py-6 sm:items-center sm:gap-10 sm:p-6">
          <SignName name={pair.firstSign} />
          <div className="flex flex-col items-center gap-1">
            <ScoreRing score={pair.score} />
            <p className="whitespace-nowrap font-display text-gold-bright text-sm sm:text-base">{label}</p>
          </div>
          <SignName name={pair.secondSign} />
        </div>
        <div className="space-y-5 p-5 sm:p-6">
          <p className="max-w-prose text-parchment leading-relaxed" aria-live="polite">
            {pair.details.description}
          </p>
          <div className="grid gap-5 md:grid-cols-2">
            <Points title={t`Strengths`} items={pair.details.strengths} tone="good" />
            <Points title={t`Challenges`} items={pair.details.challenges} tone="hard" />
          </div>
        </div>
        <footer className="flex flex-wrap gap-2 border-gold/20 border-t p-5 sm:p-6">
          <Button variant="outline" onClick={() => void onPdf()} disabled={exporting}>
            <FileDown aria-hidden /> {exporting ? t`Preparing PDF…` : t`Save as PDF`}
          </Button>
          <Button variant="outline" onClick={() => void onShare()}>
            <Share2 aria-hidden /> <Trans>Share</Trans>
          </Button>
        </footer>
      </Card>
    </article>
  );
}
