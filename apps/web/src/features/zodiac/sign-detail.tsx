import type { SignName, SignProfile } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
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
  sign: SignProfile;
  /** Every sign's profile in the language shown, for the compatible signs' names. */
  profiles: readonly SignProfile[];
  onOpen: (sign: SignName) => void;
}

/**
 * Everything about one sign (docs/PRODUCT.md §3): tree, personality, strengths, challenges, mythology and
 * more.
 */
export function SignDetail({ sign, profiles, onOpen }: SignDetailProps) {
  const { t } = useLingui();
  const name = sign.displayName;
  const animal = sign.animal;
  const tree = sign.treeName;
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
              {name}
            </h2>
            <p className="text-gold-bright">{sign.dateRange}</p>
            <p className="mt-1 text-parchment-dim">{t`${animal} · ${tree} moon`}</p>
          </div>
        </div>

        <div className="space-y-6 p-5 sm:p-6">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Fact label={t`Tree`}>{sign.treeName}</Fact>
            <Fact label={t`Element`}>{sign.elementName}</Fact>
            <Fact label={t`Ruling`}>{sign.rulingName}</Fact>
            <Fact label={t`Symbol`}>{sign.symbol}</Fact>
          </dl>

          <Section title={t`Personality`}>
            <ul className="flex flex-wrap gap-2">
              {sign.personality.map((trait) => (
                <li key={trait}>
                  <Badge variant="gold">{trait}</Badge>
                </li>
              ))}
            </ul>
          </Section>

          <div className="grid gap-6 md:grid-cols-2">
            <Section title={t`Strengths`}>
              <Bullets items={sign.strengths} icon={<Check className="text-moss" />} />
            </Section>
            <Section title={t`Challenges`}>
              <Bullets items={sign.challenges} icon={<TriangleAlert className="text-ember" />} />
            </Section>
          </div>

          <Section title={t`Mythology`}>
            <p className="max-w-prose text-parchment-dim leading-relaxed">{sign.mythology}</p>
          </Section>

          <Section title={t`Compatibility`}>
            <p className="mb-3 text-parchment-dim text-sm">
              <Trans>The {name} finds natural harmony with:</Trans>
            </p>
            <ul className="flex flex-wrap gap-2">
              {sign.compatibility.map((otherName) => {
                const other = profiles.find((p) => p.name === otherName);
                if (!other) return null;
                return (
                  <li key={otherName}>
                    <button
                      type="button"
                      onClick={() => onOpen(other.name)}
                      className="focus-ring flex cursor-pointer items-center gap-2 rounded-full border border-forest-600 bg-forest-950/60 py-1 pr-3 pl-1 text-parchment text-sm hover:border-gold/60"
                    >
                      <SignIcon sign={other} size={26} />
                      {other.displayName}
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
