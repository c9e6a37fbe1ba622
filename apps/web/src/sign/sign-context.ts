import type { Role, Sign, SignName } from '@celtic/zodiac-core';
import { createContext, useContext } from 'react';

export interface SignContextValue {
  sign: Sign | null;
  status: 'loading' | 'ready';
  /** Keeps the sign in this browser at once; the server is told in the background, with retries. */
  selectSign: (name: SignName) => Promise<void>;
  /** Removes the stored sign at once; the server is told in the background. */
  clearSign: () => Promise<void>;
  /** 'user' until the server's answer arrives, and when it fails. */
  role: Role;
  /** Asks the server for the role again (after a site owner changed their own). */
  refreshRole: () => void;
}

export const SignContext = createContext<SignContextValue | null>(null);

export function useZodiacSign(): SignContextValue {
  const value = useContext(SignContext);
  if (!value) throw new Error('useZodiacSign must be used inside <SignProvider>');
  return value;
}
