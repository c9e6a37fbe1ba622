import { getSign, type Sign } from '@celtic/zodiac-core';
import { Check, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-forest-700 bg-forest-950/50 px-3 py-2">
      <dt className="text-parchment-faint text-xs uppercase tracking-wider">{label}</dt>
      <dd className="mt-0.5 text-parchment">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-display text-gold-bright">{title}</h3>
      {children}
    </section>
  );
}

function Bullets({ items, icon }: { items: readonly string[]; icon: ReactNode }) {
  return (
    <ul className="space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-parchment-dim">
          <span aria-hidden className="mt-1 shrink-0 [&_svg]:size-4">
            {icon}
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

interface SignDetailProps {
  sign: Sign;
  onOpen: (sign: Sign) => void;
}

/**
 * Everything about one sign (docs/PRODUCT.md §3): tree, personality, strengths, challenges, mythology and
 * more.
 */
export function SignDetail({ sign, onOpen }: SignDetailProps) {
  return (
    <article aria-labelledby="sign-detail-name">
      <Card
        className="overflow-hidden"
        style={{ borderColor: `color-mix(in srgb, ${sign.color} 55%, transparent)` }}
      >
        <div
          className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6"
          style={{
            background: `linear-gradient(120deg, color-mix(in srgb, ${sign.color} 22%, transparent), transparent 70%)`,
          }}
        >
          <SignIcon sign={sign} size={84} />
          <div>
            <h2 id="sign-detail-name" className="font-display font-semibold text-3xl text-parchment">
              {sign.name}
            </h2>
            <p className="text-gold-bright">{sign.dateRange}</p>
            <p className="mt-1 text-parchment-dim">
              {sign.animal} · {sign.tree} moon
            </p>
          </div>
        </div>

        <div className="space-y-6 p-5 sm:p-6">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Fact label="Tree">{sign.tree}</Fact>
            <Fact label="Element">{sign.element}</Fact>
            <Fact label="Ruling">{sign.ruling}</Fact>
            <Fact label="Symbol">{sign.symbol}</Fact>
          </dl>

          <Section title="Personality">
            <ul className="flex flex-wrap gap-2">
              {sign.personality.map((trait) => (
                <li key={trait}>
                  <Badge variant="gold">{trait}</Badge>
                </li>
              ))}
            </ul>
          </Section>

          <div className="grid gap-6 md:grid-cols-2">
            <Section title="Strengths">
              <Bullets items={sign.strengths} icon={<Check className="text-moss" />} />
            </Section>
            <Section title="Challenges">
              <Bullets items={sign.challenges} icon={<TriangleAlert className="text-ember" />} />
            </Section>
          </div>

          <Section title="Mythology">
            <p className="max-w-prose text-parchment-dim leading-relaxed">{sign.mythology}</p>
          </Section>

          <Section title="Compatibility">
            <p className="mb-3 text-parchment-dim text-sm">The {sign.name} finds natural harmony with:</p>
            <ul className="flex flex-wrap gap-2">
              {sign.compatibility.map((name) => {
                const other = getSign(name);
                if (!other) return null;
                return (
                  <li key={name}>
                    <button
                      type="button"
                      onClick={() => onOpen(other)}
                      className="focus-ring flex cursor-pointer items-center gap-2 rounded-full border border-forest-600 bg-forest-950/60 py-1 pr-3 pl-1 text-parchment text-sm hover:border-gold/60"
                    >
                      <SignIcon sign={other} size={26} />
                      {other.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </Section>
        </div>
      </Card>
    </article>
  );
}
