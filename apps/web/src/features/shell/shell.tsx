import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '../../auth/auth-context';
import { LG_UP, useMediaQuery } from '../../lib/use-media-query';
import { OfflineBanner } from '../../offline/offline-banner';
import { useZodiacSign } from '../../sign/sign-context';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useStoredLocale } from './use-choose-locale';
import { useMobileMenu } from './use-mobile-menu';

const MOBILE_PANEL_ID = 'mobile-navigation';

/** The signed-in frame: sidebar (a slide-in panel on small screens), header, and the page. */
export function Shell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { sign, role } = useZodiacSign();
  const menu = useMobileMenu();
  const { t } = useLingui();
  useStoredLocale();
  // The fixed sidebar is shown from lg up; below that it is not built at all (a phone renders its menu panel
  // only when opened), rather than built and hidden.
  const wide = useMediaQuery(LG_UP);
  const sidebarProps = {
    sign,
    role,
    displayName: user?.displayName || t`Zodiac Explorer`,
    photoUrl: user?.photoURL ?? null,
  };

  return (
    <div className="min-h-dvh lg:pl-72">
      {wide ? <Sidebar {...sidebarProps} className="fixed inset-y-0 left-0 z-30 hidden lg:flex" /> : null}

      <div className="sticky top-0 z-40 flex items-center justify-between border-b border-gold/15 bg-forest-950/95 px-4 py-2.5 backdrop-blur lg:hidden">
        <span className="font-display text-base font-semibold text-parchment">{t`Celtic Zodiac`}</span>
        <button
          ref={menu.toggleRef}
          type="button"
          onClick={menu.toggle}
          aria-expanded={menu.open}
          aria-controls={MOBILE_PANEL_ID}
          aria-label={menu.open ? t`Close menu` : t`Open menu`}
          className="focus-ring rounded-lg p-2 text-parchment hover:bg-forest-800"
        >
          {menu.open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        </button>
      </div>

      {menu.open ? (
        <div className="lg:hidden">
          <div aria-hidden className="fixed inset-0 top-[3.25rem] z-30 bg-black/60 animate-fade-in" />
          <Sidebar
            {...sidebarProps}
            id={MOBILE_PANEL_ID}
            ref={menu.panelRef}
            className="fixed top-[3.25rem] bottom-0 left-0 z-40 max-w-[85vw] animate-slide-in shadow-2xl"
          />
        </div>
      ) : null}

      <div className="flex min-h-dvh flex-col lg:min-h-dvh">
        <AppHeader />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <OfflineBanner />
          {children}
        </main>
      </div>
    </div>
  );
}
