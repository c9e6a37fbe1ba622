import type { SignName, SignProfile } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { SignCard } from '../../components/sign-card';
import { Button } from '../../components/ui/button';

interface SignGridProps {
  signs: readonly SignProfile[];
  selected: SignName | null;
  onOpen: (sign: SignName) => void;
}

export function SignGrid({ signs, selected, onOpen }: SignGridProps) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {signs.map((sign) => (
        <li key={sign.name} className="flex">
          <SignCard
            sign={sign}
            headingLevel="h2"
            selected={selected === sign.name}
            className="flex w-full flex-col"
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen(sign.name)}
              aria-label={t`Read more about the ${sign.displayName}`}
            >
              <Trans>Read more</Trans> <ArrowRight aria-hidden />
            </Button>
          </SignCard>
        </li>
      ))}
    </ul>
  );
}
