import { festivalsIn } from '@celtic/zodiac-core';
import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useApiLocale } from '../../i18n/use-api-locale';

export function Festivals() {
  const festivals = festivalsIn(useApiLocale());
  return (
    <Card className="below-fold [--section-height:80rem] sm:[--section-height:40rem]">
      <CardHeader>
        <CardTitle>
          <Trans>The Four Fire Festivals</Trans>
        </CardTitle>
        <p className="text-sm text-parchment-dim">
          <Trans>The Celtic year turns on four great festivals, each opening a quarter of the year.</Trans>
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {festivals.map((f) => (
            <li key={f.name} className="rounded-lg border border-gold/15 bg-forest-950/50 p-4">
              <p className="font-display text-base font-semibold text-gold-bright">
                {f.name} <span className="font-sans text-sm font-normal text-parchment-dim">({f.date})</span>
              </p>
              <p className="mt-1 text-sm leading-relaxed text-parchment-dim">{f.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
