import { oghamOf } from '@celtic/zodiac-core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// The six trees' names and meanings as the panel words them in each language (the Ogham letter is Irish in all).
const trees: { name: string; shown: MessageDescriptor; note: MessageDescriptor }[] = [
  { name: 'Birch', shown: msg`Birch`, note: msg`New beginnings` },
  { name: 'Rowan', shown: msg`Rowan`, note: msg`Protection and insight` },
  { name: 'Ash', shown: msg`Ash`, note: msg`The world tree` },
  { name: 'Alder', shown: msg`Alder`, note: msg`Courage and balance` },
  { name: 'Willow', shown: msg`Willow`, note: msg`Intuition and dreams` },
  { name: 'Hawthorn', shown: msg`Hawthorn`, note: msg`The fairy threshold` },
];

/** The marketing panel: six trees of the Ogham calendar (docs/PRODUCT.md §1). */
export function TreePanel() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="trees-heading" className="relative">
      <h2 id="trees-heading" className="font-display text-xl text-gold-bright sm:text-2xl">
        <Trans>Walk the Druidic tree calendar</Trans>
      </h2>
      <p className="mt-2 max-w-md text-parchment-dim">
        <Trans>
          Thirteen moons, thirteen sacred trees, thirteen animal guides. Each season of the Celtic year
          carries its own wisdom.
        </Trans>
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {trees.map((tree) => (
          <li
            key={tree.name}
            className="group rounded-card border border-gold/20 bg-forest-900/60 p-4 transition-colors hover:border-gold/50"
          >
            <span aria-hidden className="block font-display text-2xl text-gold">
              {oghamOf(tree.name).letter}
            </span>
            <span className="mt-1 block font-display text-base font-semibold text-parchment">
              {i18n._(tree.shown)}
            </span>
            <span className="block text-xs text-parchment-dim">{i18n._(tree.note)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
