import type { Role, Sign } from '@celtic/zodiac-core';
import { isAdminRole, isSiteOwnerRole } from '@celtic/zodiac-core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Shield } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { signDates, signLabel } from '../../i18n/sign-names';
import { adminNav, mainNav, type NavItem, roleLabel, siteOwnerNav } from './nav-items';
import { UserAvatar } from './user-avatar';

interface SidebarProps {
  sign?: Sign | null;
  displayName?: string;
  role?: Role;
  photoUrl?: string | null;
  className?: string;
  ref?: Ref<HTMLElement>;
  id?: string;
}

function NavLink({ item }: { item: NavItem }) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const Icon = item.icon;
  // Links follow on Enter natively; Space is added so nav items behave like buttons too.
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === ' ') {
      event.preventDefault();
      void navigate({ to: item.to });
    }
  }
  return (
    <Link
      to={item.to}
      onKeyDown={onKeyDown}
      activeOptions={{ exact: item.to === '/' }}
      className="focus-ring group relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-parchment-dim transition-colors hover:bg-forest-800 hover:text-parchment data-[status=active]:bg-forest-700/80 data-[status=active]:text-gold-bright"
    >
      <span
        aria-hidden
        className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-gold-bright opacity-0 transition-opacity group-data-[status=active]:opacity-100"
      />
      <Icon aria-hidden className="size-4.5 shrink-0" />
      {i18n._(item.label)}
    </Link>
  );
}

function onActivate(go: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      go();
    }
  };
}

/** Side navigation: brand, the user's sign, the links, and the user block. */
export function Sidebar({ sign, displayName, role, photoUrl, className, ref, id }: SidebarProps) {
  const navigate = useNavigate();
  const { t } = useLinguiMacro();
  const name = displayName ?? t`Guest`;
  const goHoroscope = () => void navigate({ to: '/horoscope' });
  const goProfile = () => void navigate({ to: '/profile' });
  return (
    <aside
      ref={ref}
      id={id}
      aria-label={t`Sidebar`}
      className={clsx('flex h-full w-72 flex-col border-r border-gold/15 bg-forest-950/95', className)}
    >
      <div className="flex items-center gap-3 px-5 py-5">
        <svg aria-hidden viewBox="0 0 32 32" className="size-9 text-gold">
          <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M16 5v22M7 11l9 5 9-5M7 21l9-5 9 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <div className="leading-tight">
          <p className="font-display text-lg font-semibold text-parchment">
            <Trans>Celtic Zodiac</Trans>
          </p>
          <p className="text-xs tracking-[0.2em] text-gold uppercase">
            <Trans>Explorer</Trans>
          </p>
        </div>
      </div>

      {sign ? (
        <div className="px-4 pb-2">
          <button
            type="button"
            onClick={goHoroscope}
            onKeyDown={onActivate(goHoroscope)}
            className="focus-ring flex w-full cursor-pointer items-center gap-3 rounded-card border p-3 text-left transition-colors hover:bg-forest-800"
            style={{
              borderColor: `color-mix(in srgb, ${sign.color} 60%, transparent)`,
              background: `linear-gradient(135deg, color-mix(in srgb, ${sign.color} 22%, transparent), transparent 70%)`,
            }}
          >
            <SignIcon sign={sign} size={44} />
            <span className="min-w-0">
              <span className="block text-[0.7rem] tracking-widest text-parchment-dim uppercase">
                <Trans>Your Zodiac Sign</Trans>
              </span>
              <span className="block font-display text-lg font-semibold text-parchment">
                {signLabel(sign.name)}
              </span>
              <span className="block text-xs text-gold-bright">{signDates(sign.name)}</span>
              {/* Named by its visible text (WCAG 2.5.3), plus where it leads. */}
              <span className="sr-only">
                <Trans>(opens the daily horoscope)</Trans>
              </span>
            </span>
          </button>
        </div>
      ) : null}

      <nav aria-label={t`Main`} className="flex-1 overflow-y-auto px-3 py-3">
        <p className="px-3 pb-2 text-[0.7rem] font-semibold tracking-widest text-parchment-faint uppercase">
          <Trans>Explore</Trans>
        </p>
        <ul className="grid gap-0.5">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink item={item} />
            </li>
          ))}
        </ul>
        {isAdminRole(role) ? (
          <section aria-labelledby="sidebar-admin-heading" className="mt-6">
            <div className="flex items-center justify-between px-3 pb-2">
              <h2
                id="sidebar-admin-heading"
                className="font-sans text-[0.7rem] font-semibold tracking-widest text-parchment-faint uppercase"
              >
                <Trans>Administration</Trans>
              </h2>
              <span className="inline-flex items-center gap-1 rounded-full border border-gold/40 bg-gold/10 px-2 py-0.5 text-[0.65rem] font-medium text-gold-bright">
                <Shield aria-hidden className="size-3" />
                {roleLabel(role ?? 'user')}
              </span>
            </div>
            <ul className="grid gap-0.5">
              {[...adminNav, ...(isSiteOwnerRole(role) ? siteOwnerNav : [])].map((item) => (
                <li key={item.to}>
                  <NavLink item={item} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </nav>

      <div className="border-t border-gold/15 p-3">
        <button
          type="button"
          onClick={goProfile}
          onKeyDown={onActivate(goProfile)}
          className="focus-ring flex w-full cursor-pointer items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-forest-800"
        >
          <UserAvatar name={name} photoUrl={photoUrl} size={38} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-parchment">{name}</span>
            <span className="block truncate text-xs text-parchment-dim">
              {role ? roleLabel(role) : t`Explorer`}
            </span>
            <span className="sr-only">
              <Trans>(opens your profile)</Trans>
            </span>
          </span>
        </button>
      </div>
    </aside>
  );
}
