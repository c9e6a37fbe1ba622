import { useAuth } from '../auth/auth-context';
import { useZodiacSign } from '../sign/sign-context';
import { type AccessState, signState } from './access';

/** The live access state, for the router context and for page components. */
export function useAccessState(): AccessState {
  const { status } = useAuth();
  const { status: signStatus, sign } = useZodiacSign();
  return { auth: status, sign: signState(signStatus, sign !== null) };
}
