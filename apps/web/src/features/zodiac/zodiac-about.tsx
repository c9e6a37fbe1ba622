import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** The static explanation under the signs: where the tree calendar and its animals come from. */
export function ZodiacAbout() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>About the Celtic tree zodiac</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 text-parchment-dim leading-relaxed md:grid-cols-2">
        <div className="space-y-3">
          <h3 className="font-display text-parchment">
            <Trans>A calendar of trees</Trans>
          </h3>
          <p>
            <Trans>
              The Ogham alphabet of early medieval Ireland gives each letter the name of a tree or plant —
              Birch, Rowan, Alder, Willow, Ash, Hawthorn, Oak and more. In 1948 the poet Robert Graves
              arranged thirteen of these letters into a year of thirteen lunar months of 28 days, beginning
              with Birch at the winter solstice. Thirteen months of 28 days make 364 days, with one day left
              over.
            </Trans>
          </p>
        </div>
        <div className="space-y-3">
          <h3 className="font-display text-parchment">
            <Trans>Thirteen animal guides</Trans>
          </h3>
          <p>
            <Trans>
              Each month is paired with an animal from Celtic story — the Stag of the ancient forest, the
              Salmon of Knowledge, the Swans of Lir, the Hawk that sees from afar. The sign of your birth
              month describes a temperament, its gifts and its tests, and the signs it meets most easily.
            </Trans>
          </p>
          <p>
            <Trans>
              The tree zodiac is a modern, Celtic-inspired system rather than an ancient one; read the full
              story in{' '}
              <Link
                to="/history"
                className="focus-ring rounded text-gold-bright underline underline-offset-4"
              >
                History
              </Link>
              .
            </Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
