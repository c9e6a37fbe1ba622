import { type Element, signs } from '@celtic/zodiac-core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { elementLabel, signLabel } from '../../i18n/sign-names';

const gifts: Record<Element, MessageDescriptor> = {
  Earth: msg`steadiness, patience and care for what lasts`,
  Air: msg`thought, talk and quick perception`,
  Water: msg`feeling, intuition and imagination`,
  Fire: msg`courage, drive and warmth`,
};

/** The static explanation beside the checker. */
export function CompatibilityAbout() {
  const { i18n } = useLingui();
  const elements = (Object.keys(gifts) as Element[]).map(
    (element) =>
      [
        elementLabel(element),
        signs
          .filter((s) => s.element === element)
          .map((s) => signLabel(s.name))
          .join(', '),
        i18n._(gifts[element]),
      ] as const,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>How Celtic compatibility works</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-parchment-dim text-sm leading-relaxed">
        <p>
          <Trans>
            Each sign carries an element and a ruling body, and each names three signs it meets most easily. A
            pairing is read from both: signs that name each other, and elements that feed one another, score
            highest.
          </Trans>
        </p>
        <dl className="grid gap-2 sm:grid-cols-2 2xl:grid-cols-1">
          {elements.map(([element, signNames, gift]) => (
            <div key={element} className="rounded-lg border border-forest-700 bg-forest-950/50 px-3 py-2">
              <dt className="font-medium text-parchment">
                {element} <span className="font-normal text-parchment-faint">· {signNames}</span>
              </dt>
              <dd>{gift}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Trans>
            Earth steadies Water and Water softens Earth; Air fans Fire and Fire lifts Air. Like meets like
            with ease. Fire and Water, and Air and Earth, pull against each other: the hardest pairings, and
            the ones with most to teach.
          </Trans>
        </p>
        <p>
          <Trans>
            The same two signs always give the same reading, whichever order you choose them in. Scores run
            from 60 to 89: no pairing is hopeless, and none is beyond growth.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
