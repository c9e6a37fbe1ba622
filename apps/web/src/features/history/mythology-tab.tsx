import { getSign, type Locale } from '@celtic/zodiac-core';
import { Trans } from '@lingui/react/macro';
import { signLabel } from '../../i18n/sign-names';
import { EvidenceTag, Note } from './article';
import { historyContent, type MythFigure } from './content';

function SignEcho({ name }: { name: string }) {
  const sign = getSign(name);
  if (!sign) return null;
  const shown = signLabel(sign.name);
  return (
    <p className="mt-4 flex items-center gap-2 text-parchment-faint text-sm">
      <span
        aria-hidden="true"
        className="inline-block size-2.5 rounded-full"
        style={{ backgroundColor: sign.color }}
      />
      <Trans>
        Echoed in the sign of the <span className="font-semibold text-parchment">{shown}</span>
      </Trans>
    </p>
  );
}

function FigureCard({ figure }: { figure: MythFigure }) {
  const headingId = `myth-${figure.id}`;
  const source = figure.source;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-card border border-forest-700/70 bg-forest-900/60 p-5 shadow-glow sm:p-6"
    >
      <h2 id={headingId} className="text-gold-bright text-lg">
        {figure.name}
      </h2>
      <p className="mt-1 text-moss text-sm italic">{figure.epithet}</p>
      <div className="celtic-rule my-3" />
      <div className="space-y-3 text-parchment-dim leading-relaxed">
        {figure.paragraphs.map((text) => (
          <p key={text.slice(0, 32)}>{text}</p>
        ))}
      </div>
      <div className="mt-auto">
        {figure.sign ? <SignEcho name={figure.sign} /> : null}
        <p className="mt-3 text-parchment-faint text-xs">
          <Trans>Source: {source}</Trans>
        </p>
      </div>
    </article>
  );
}

/** Celtic Mythology: the gods and heroes behind the signs, with their sources. */
export function MythologyTab({ locale = 'en' }: { locale?: Locale }) {
  const { mythIntro, mythFigures, mythNote } = historyContent(locale);
  return (
    <div className="space-y-6">
      <div className="max-w-prose space-y-3">
        <EvidenceTag kind="literature" />
        <p className="text-parchment-dim leading-relaxed">{mythIntro}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {mythFigures.map((figure) => (
          <FigureCard key={figure.id} figure={figure} />
        ))}
      </div>
      <Note>{mythNote}</Note>
    </div>
  );
}
