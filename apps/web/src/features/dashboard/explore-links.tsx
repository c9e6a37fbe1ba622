import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Compass, HeartHandshake, Sun } from 'lucide-react';

const links = [
  {
    to: '/horoscope',
    title: msg`Daily Horoscope`,
    text: msg`Read today's guidance for your sign: love, career, health and a word of advice.`,
    icon: Sun,
  },
  {
    to: '/compatibility',
    title: msg`Compatibility`,
    text: msg`See how two signs of the tree calendar meet: strengths, challenges and a score.`,
    icon: HeartHandshake,
  },
  {
    to: '/zodiac',
    title: msg`Zodiac Signs`,
    text: msg`Browse all thirteen signs, their trees, elements, ruling bodies and legends.`,
    icon: Compass,
  },
] as const;

export function ExploreLinks() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Explore`} className="grid gap-4 md:grid-cols-3">
      {links.map(({ to, title, text, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="below-fold focus-ring group flex flex-col rounded-card border [--section-height:11rem] border-gold/20 bg-forest-900/80 p-5 shadow-glow transition-colors hover:border-gold/60 hover:bg-forest-800/80"
        >
          <Icon aria-hidden className="size-7 text-gold" />
          <span className="mt-3 font-display text-lg font-semibold text-parchment">{i18n._(title)}</span>
          <span className="mt-1 flex-1 text-sm text-parchment-dim">{i18n._(text)}</span>
          <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-gold-bright">
            <Trans>Open</Trans>{' '}
            <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </Link>
      ))}
    </nav>
  );
}
