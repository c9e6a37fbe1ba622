import type { Locale } from '@celtic/zodiac-core';
import { Article, Note } from './article';
import { historyContent } from './content';
import { RichText } from './rich-text';

/** Historical Background: what is known, what is medieval learning, and what is modern. */
export function BackgroundTab({ locale = 'en' }: { locale?: Locale }) {
  const content = historyContent(locale);
  return (
    <div className="space-y-6">
      <p className="max-w-prose text-parchment-dim leading-relaxed">{content.backgroundIntro}</p>
      {content.background.map((article) => (
        <Article key={article.id} id={article.id} title={article.title} evidence={article.evidence}>
          {article.paragraphs.map((text) => (
            <p key={text.slice(0, 32)}>
              <RichText text={text} />
            </p>
          ))}
          {article.note ? (
            <Note>
              <RichText text={article.note} />
            </Note>
          ) : null}
        </Article>
      ))}
    </div>
  );
}
