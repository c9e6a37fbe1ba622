import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { Evidence } from './content';

export type { Evidence } from './content';

const evidenceText: Record<Evidence, MessageDescriptor> = {
  history: msg`Attested history`,
  literature: msg`Medieval literature`,
  modern: msg`Modern creation`,
};

const evidenceClass: Record<Evidence, string> = {
  history: 'border-moss/60 text-moss',
  literature: 'border-gold/60 text-gold-bright',
  modern: 'border-ember/60 text-ember',
};

export function EvidenceTag({ kind }: { kind: Evidence }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-medium text-[0.7rem] uppercase tracking-wider ${evidenceClass[kind]}`}
    >
      {i18n._(evidenceText[kind])}
    </span>
  );
}

interface ArticleProps {
  id: string;
  title: string;
  evidence?: Evidence;
  children: ReactNode;
}

/** One titled section of long-form text with comfortable reading measure. */
export function Article({ id, title, evidence, children }: ArticleProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-forest-700/70 bg-forest-900/60 p-5 shadow-glow sm:p-7"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-gold-bright text-lg sm:text-xl">
          {title}
        </h2>
        {evidence ? <EvidenceTag kind={evidence} /> : null}
      </div>
      <div className="celtic-rule mb-4" />
      <div className="space-y-3 text-parchment-dim [&>p]:max-w-prose leading-relaxed [&_em]:text-parchment [&_strong]:font-semibold [&_strong]:text-parchment">
        {children}
      </div>
    </section>
  );
}

/** A short aside for sources and caveats. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="border-gold-dim border-l-2 pl-3 text-parchment-faint text-sm italic leading-relaxed">
      {children}
    </p>
  );
}
