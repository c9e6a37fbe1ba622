import { oghamOf } from '@celtic/zodiac-core';

const trees = ['Birch', 'Rowan', 'Ash', 'Alder', 'Willow', 'Hawthorn'].map((name) => {
  const { letter, meaning } = oghamOf(name);
  return { name, ogham: letter, note: meaning };
});

/** The marketing panel: six trees of the Ogham calendar (docs/PRODUCT.md §1). */
export function TreePanel() {
  return (
    <section aria-labelledby="trees-heading" className="relative">
      <h2 id="trees-heading" className="font-display text-xl text-gold-bright sm:text-2xl">
        Walk the Druidic tree calendar
      </h2>
      <p className="mt-2 max-w-md text-parchment-dim">
        Thirteen moons, thirteen sacred trees, thirteen animal guides. Each season of the Celtic year carries
        its own wisdom.
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {trees.map((tree) => (
          <li
            key={tree.name}
            className="group rounded-card border border-gold/20 bg-forest-900/60 p-4 transition-colors hover:border-gold/50"
          >
            <span aria-hidden className="block font-display text-2xl text-gold">
              {tree.ogham}
            </span>
            <span className="mt-1 block font-display text-base font-semibold text-parchment">
              {tree.name}
            </span>
            <span className="block text-xs text-parchment-dim">{tree.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
