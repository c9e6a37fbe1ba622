import type { Role, Sign, SignName } from '@celtic/zodiac-core';
import { createContext, useContext } from 'react';

export interface SignContextValue {
  sign: Sign | null;
  status: 'loading' | 'ready';
  /** Saves on the server, then in this browser; rejects when the server refuses. */
  selectSign: (name: SignName) => Promise<void>;
  /** Removes the stored sign at once; the server is told in the background. */
  clearSign: () => Promise<void>;
  /** 'user' until the server's answer arrives, and when it fails. */
  role: Role;
}

export const SignContext = createContext<SignContextValue | null>(null);

export function useZodiacSign(): SignContextValue {
  const value = useContext(SignContext);
  if (!value) throw new Error('useZodiacSign must be used inside <SignProvider>');
  return value;
}
