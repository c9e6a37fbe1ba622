import { type SignName, type SignProfile, signProfiles } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LayoutGrid, List, ScrollText, Search, Sparkles, Users, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { SignIcon } from '../../components/sign-icon';
import { Button, buttonClasses } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useApiLocale } from '../../i18n/use-api-locale';
import { cn } from '../../lib/cn';
import { filterSigns } from './filter-signs';
import { SignDetail } from './sign-detail';
import { SignGrid } from './sign-grid';
import { SignList } from './sign-list';
import { ZodiacAbout } from './zodiac-about';

type View = 'grid' | 'list' | 'detail';

function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  const searched = query.trim();
  return (
    <div className="rounded-card border border-gold/30 border-dashed bg-forest-900/50 px-6 py-10 text-center">
      <p className="font-display text-lg text-parchment">
        <Trans>No signs match “{searched}”</Trans>
      </p>
      <p className="mt-1 text-parchment-dim">
        <Trans>Try a sign such as Hawk, an animal, or an element like Water or Fire.</Trans>
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onClear}>
        <X aria-hidden /> <Trans>Clear search</Trans>
      </Button>
    </div>
  );
}

/** Sign picker beside the detailed view, limited to the signs the search left. */
function DetailPicker({
  list,
  current,
  onPick,
}: {
  list: readonly SignProfile[];
  current: SignProfile;
  onPick: (s: SignName) => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Choose a sign`}>
      <ul className="flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
        {list.map((sign) => {
          const active = sign.name === current.name;
          return (
            <li key={sign.name} className="shrink-0">
              <button
                type="button"
                onClick={() => onPick(sign.name)}
                aria-current={active ? 'true' : undefined}
                className={cn(
                  'focus-ring flex w-full cursor-pointer items-center gap-2 rounded-lg border px-2 py-1.5 text-left text-sm transition-colors',
                  active
                    ? 'border-gold/70 bg-gold/10 text-gold-bright'
                    : 'border-transparent text-parchment-dim hover:bg-forest-800 hover:text-parchment',
                )}
              >
                <SignIcon sign={sign} size={28} />
                <span>{sign.displayName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ZodiacPage() {
  const searchId = useId();
  const viewsRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('grid');
  const { t } = useLingui();
  const locale = useApiLocale();
  // Every sign's names and texts in the language shown.
  const signs = useMemo(() => signProfiles(locale), [locale]);
  // docs/PRODUCT.md §2: the first sign is preselected.
  const [selected, setSelected] = useState<SignName | null>(signs[0]?.name ?? null);
  const visible = useMemo(() => filterSigns(signs, query), [signs, query]);
  // In the detailed view, a search that hides the selected sign shows the first match instead.
  const detailSign = visible.find((s) => s.name === selected) ?? visible[0] ?? null;
  const total = signs.length;
  const shown = visible.length;

  const open = (sign: SignName) => {
    // Opening a sign the search hides (a compatibility link) clears the search so it can show.
    if (!visible.some((s) => s.name === sign)) setQuery('');
    setSelected(sign);
    setView('detail');
    // Bring the top of the detailed view into sight after a click far down the grid or list.
    viewsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="space-y-8">
      <PageHeader
        icon={<Sparkles />}
        title={t`The 13 Celtic Zodiac Signs`}
        description={t`Thirteen trees, thirteen moons, thirteen animal guides. Search, browse and read each sign in full.`}
        actions={
          <Link to="/horoscope/all" className={buttonClasses({ variant: 'secondary' })}>
            <Users aria-hidden /> <Trans>All signs today</Trans>
          </Link>
        }
      />

      <Tabs ref={viewsRef} value={view} onValueChange={(v) => setView(v as View)} className="scroll-mt-20">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <div className="relative w-full md:max-w-sm">
            <Label htmlFor={searchId} className="sr-only">
              <Trans>Search signs by name, animal or element</Trans>
            </Label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gold"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t`Search by name, animal or element`}
              className="pl-9"
              autoComplete="off"
            />
          </div>
          <TabsList
            aria-label={t`How to show the signs`}
            className="grid w-full grid-cols-3 md:inline-flex md:w-auto"
          >
            <TabsTrigger value="grid">
              <LayoutGrid aria-hidden className="hidden size-4 sm:block" /> <Trans>Grid View</Trans>
            </TabsTrigger>
            <TabsTrigger value="list">
              <List aria-hidden className="hidden size-4 sm:block" /> <Trans>List View</Trans>
            </TabsTrigger>
            <TabsTrigger value="detail">
              <ScrollText aria-hidden className="hidden size-4 sm:block" /> <Trans>Detailed View</Trans>
            </TabsTrigger>
          </TabsList>
        </div>
        <p aria-live="polite" className="mt-3 text-parchment-faint text-sm">
          {shown === total ? t`All ${total} signs` : t`${shown} of ${total} signs match`}
        </p>

        {visible.length === 0 ? (
          <div className="mt-4">
            <NoMatches query={query} onClear={() => setQuery('')} />
          </div>
        ) : (
          <>
            <TabsContent value="grid">
              <SignGrid signs={visible} selected={selected} onOpen={open} />
            </TabsContent>
            <TabsContent value="list">
              <SignList signs={visible} selected={selected} onOpen={open} />
            </TabsContent>
            <TabsContent value="detail">
              {detailSign ? (
                <div className="grid grid-cols-1 gap-4 lg:grid-cols-[12rem_minmax(0,1fr)]">
                  <DetailPicker list={visible} current={detailSign} onPick={setSelected} />
                  <SignDetail sign={detailSign} profiles={signs} onOpen={open} />
                </div>
              ) : null}
            </TabsContent>
          </>
        )}
      </Tabs>

      <ZodiacAbout />
    </div>
  );
}
