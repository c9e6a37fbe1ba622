import type { Sign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, Briefcase, Heart, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Card } from '../../components/ui/card';
import { LuckyColorBadge } from './lucky-color-badge';

function Topic({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <section className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
      <h3 className="mb-2 flex items-center gap-2 font-display text-gold-bright">
        <span aria-hidden className="[&_svg]:size-4">
          {icon}
        </span>
        {title}
      </h3>
      <p className="text-parchment-dim leading-relaxed">{children}</p>
    </section>
  );
}

interface ReadingParts {
  love: string;
  career: string;
  health: string;
  advice: string;
  luckyNumber: number;
  luckyColor: string;
}

/**
 * What every reading has below its overview, daily or for a period: love, career and health, the advice, then
 * the lucky number and colour (and whatever tiles `extraTiles` adds, in a grid of `tilesClassName`).
 */
export function ReadingBody({
  reading,
  tilesClassName = 'grid grid-cols-2 gap-4',
  extraTiles,
}: {
  reading: ReadingParts;
  tilesClassName?: string;
  extraTiles?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <Topic icon={<Heart />} title={t`Love`}>
          {reading.love}
        </Topic>
        <Topic icon={<Briefcase />} title={t`Career`}>
          {reading.career}
        </Topic>
        <Topic icon={<Activity />} title={t`Health`}>
          {reading.health}
        </Topic>
      </div>

      <blockquote className="rounded-lg border-gold border-l-4 bg-gold/10 px-4 py-3">
        <p className="font-display text-gold-bright text-sm uppercase tracking-wider">
          <Trans>Advice</Trans>
        </p>
        <p className="mt-1 text-parchment italic leading-relaxed">{reading.advice}</p>
      </blockquote>

      <dl className={tilesClassName}>
        <div className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
          <dt className="text-parchment-faint text-xs uppercase tracking-wider">
            <Trans>Lucky number</Trans>
          </dt>
          <dd className="mt-1 font-display text-3xl text-gold-bright">{reading.luckyNumber}</dd>
        </div>
        <div className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
          <dt className="text-parchment-faint text-xs uppercase tracking-wider">
            <Trans>Lucky color</Trans>
          </dt>
          <dd className="mt-2">
            <LuckyColorBadge name={reading.luckyColor} />
          </dd>
        </div>
        {extraTiles}
      </dl>
    </>
  );
}

/**
 * The frame every reading shares, daily or for a period: a header in the sign's colour with its title and
 * `subtitle`, the overview, then `children` (what follows the overview), and the actions in the footer.
 */
export function ReadingCard({
  sign,
  titleId,
  title,
  subtitle,
  overviewTitle,
  overview,
  actions,
  children,
}: {
  sign: Sign;
  titleId: string;
  title: string;
  subtitle: ReactNode;
  overviewTitle: string;
  overview: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={titleId}>
      <Card className="overflow-hidden">
        <header
          className="flex flex-col gap-4 border-gold/20 border-b p-5 sm:flex-row sm:items-center sm:p-6"
          style={{
            background: `linear-gradient(120deg, color-mix(in srgb, ${sign.color} 25%, transparent), transparent 70%)`,
          }}
        >
          <SignIcon sign={sign} size={64} />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-display font-semibold text-parchment text-xl sm:text-2xl">
              {title}
            </h2>
            {subtitle}
          </div>
        </header>
        <div className="space-y-5 p-5 sm:p-6">
          <section>
            <h3 className="mb-2 flex items-center gap-2 font-display text-gold-bright">
              <Sun aria-hidden className="size-4" /> {overviewTitle}
            </h3>
            <p className="max-w-prose text-lg text-parchment leading-relaxed">{overview}</p>
          </section>
          {children}
        </div>
        <footer className="flex flex-wrap gap-2 border-gold/20 border-t p-5 sm:p-6">{actions}</footer>
      </Card>
    </article>
  );
}
