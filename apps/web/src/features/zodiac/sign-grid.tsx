import type { Sign } from '@celtic/zodiac-core';
import { ArrowRight } from 'lucide-react';
import { SignCard } from '../../components/sign-card';
import { Button } from '../../components/ui/button';

interface SignGridProps {
  signs: readonly Sign[];
  selected: Sign | null;
  onOpen: (sign: Sign) => void;
}

export function SignGrid({ signs, selected, onOpen }: SignGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {signs.map((sign) => (
        <li key={sign.name} className="flex">
          <SignCard
            sign={sign}
            headingLevel="h2"
            selected={selected?.name === sign.name}
            className="flex w-full flex-col"
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => onOpen(sign)}
              aria-label={`Read more about the ${sign.name}`}
            >
              Read more <ArrowRight aria-hidden />
            </Button>
          </SignCard>
        </li>
      ))}
    </ul>
  );
}
