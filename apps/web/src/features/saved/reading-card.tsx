import { getSign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { intlLocale } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { kindLabels, readingPeriodText, type SavedReading, shownSign } from './readings';

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(time);
}

/** Blank lines would spend the 4-line clamp on nothing, so the clamped view drops them. */
const compact = (text: string) => text.replace(/\n\s*\n/g, '\n');

interface ReadingCardProps {
  reading: SavedReading;
  favoriteBusy: boolean;
  onToggleFavorite: (reading: SavedReading) => void;
  onShare: (reading: SavedReading) => void;
  onDelete: (reading: SavedReading) => void;
}

export function ReadingCard({
  reading,
  favoriteBusy,
  onToggleFavorite,
  onShare,
  onDelete,
}: ReadingCardProps) {
  const sign = getSign(reading.zodiacSign);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const { t, i18n } = useLingui();
  const periodText = readingPeriodText(reading);
  // Only offer "Show more" when the text is likely to be clamped.
  const long = reading.content.length > 240 || reading.content.split('\n').length > 4;

  return (
    <Card className="flex h-full flex-col p-5">
      <header className="flex items-start gap-3">
        {sign ? <SignIcon sign={sign} size={44} /> : null}
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-lg text-parchment">{shownSign(reading.zodiacSign)}</h2>
          {periodText && reading.kind ? (
            <p className="flex flex-wrap items-center gap-x-2 text-gold-bright text-sm">
              <span className="rounded-full border border-gold/50 px-2 text-xs uppercase tracking-wider">
                {i18n._(kindLabels[reading.kind])}
              </span>
              {reading.kind === 'day' ? (
                <time dateTime={reading.period ?? undefined}>{periodText}</time>
              ) : (
                periodText
              )}
            </p>
          ) : (
            <p className="text-gold-bright text-sm">
              <time dateTime={reading.readingDate}>{formatDate(reading.readingDate)}</time>
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Favorite`}
          aria-pressed={reading.isFavorite}
          disabled={favoriteBusy}
          onClick={() => onToggleFavorite(reading)}
          title={reading.isFavorite ? t`Remove from favorites` : t`Add to favorites`}
        >
          <Heart
            aria-hidden
            className={cn(
              'transition-colors',
              reading.isFavorite ? 'fill-ember text-ember' : 'text-parchment-dim',
            )}
          />
        </Button>
      </header>

      {/* Plain text only: saved content is never rendered as HTML. */}
      <p
        id={contentId}
        className={cn(
          'mt-4 whitespace-pre-line text-parchment-dim leading-relaxed',
          !expanded && 'line-clamp-4',
        )}
      >
        {expanded ? reading.content : compact(reading.content)}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((v) => !v)}
          className="focus-ring mt-1 self-start rounded text-gold-bright text-sm underline-offset-4 hover:underline"
        >
          {expanded ? t`Show less` : t`Show more`}
        </button>
      ) : null}

      <footer className="mt-auto flex gap-2 pt-4">
        <Button variant="outline" size="sm" onClick={() => onShare(reading)}>
          <Share2 aria-hidden /> <Trans>Share</Trans>
        </Button>
        <Button variant="ghost" size="sm" className="hover:text-ember" onClick={() => onDelete(reading)}>
          <Trash2 aria-hidden /> <Trans>Delete</Trans>
        </Button>
      </footer>
    </Card>
  );
}
