import { t } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../auth/auth-context';
import { toast } from '../../lib/toast-store';
import { useZodiacSign } from '../../sign/sign-context';
import { rememberSignBeforeReset } from '../welcome/sign-before-reset';

export const RESET_REDIRECT_DELAY = 500;
export const RESET_TOAST_DURATION = 2000;

/**
 * The header's Reset Sign (once confirmed) and Logout, with the toasts and redirects of docs/PRODUCT.md §4 and
 * §8.
 */
export function useShellActions(): { resetSign: () => void; logout: () => Promise<void> } {
  const navigate = useNavigate();
  const { clearSign, sign } = useZodiacSign();
  const { signOut, user } = useAuth();

  function resetSign() {
    // /welcome offers it back ("Keep …") until another is chosen.
    if (user && sign) rememberSignBeforeReset(user.uid, sign.name);
    toast({
      title: t`Zodiac sign reset`,
      description: t`Redirecting to welcome page...`,
      duration: RESET_TOAST_DURATION,
    });
    // The sign is cleared when the redirect happens: clearing it earlier would let the route guard
    // jump to /welcome at once, skipping the announced delay.
    setTimeout(() => {
      clearSign().then(
        () => navigate({ to: '/welcome' }),
        (err: unknown) => {
          console.error('Could not reset zodiac sign', err);
          toast({ title: t`Could not reset zodiac sign`, variant: 'destructive' });
        },
      );
    }, RESET_REDIRECT_DELAY);
  }

  async function logout() {
    try {
      await signOut();
      toast({ title: t`Signed Out`, description: t`You've been signed out successfully.` });
      await navigate({ to: '/login' });
    } catch {
      toast({
        title: t`Sign Out Failed`,
        description: t`There was a problem signing out.`,
        variant: 'destructive',
      });
    }
  }

  return { resetSign, logout };
}
