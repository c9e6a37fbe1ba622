import { LogOut, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CelticNowBadges } from './celtic-now-badges';
import { useShellActions } from './use-shell-actions';

/** Not sticky, so only the page's glow is ever behind it: not frosted (blurring the glow would show nothing). */
export function AppHeader() {
  const { resetSign, logout } = useShellActions();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-gold/15 bg-forest-950/60 px-4 py-3 sm:px-6 lg:px-8">
      <CelticNowBadges />
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={resetSign}>
          <RotateCcw aria-hidden />
          Reset Sign
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <LogOut aria-hidden />
          Logout
        </Button>
      </div>
    </header>
  );
}
