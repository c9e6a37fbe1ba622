import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthContextValue {
  user: User | null;
  status: AuthStatus;
  /** Resolves true once signed in; false when it failed (a toast was shown) or was cancelled. */
  signInWithGoogle: () => Promise<boolean>;
  /** Rejects with Error('Failed to sign out'); the caller shows its own toast. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
