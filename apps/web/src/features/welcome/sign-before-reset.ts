import { isSignName, type SignName } from '@celtic/zodiac-core';

// The sign a reset cleared, kept for this tab so /welcome can offer it back: the reset leads there, and the
// person may change their mind. Session storage: it survives the reload of /welcome, not the tab.

const key = (uid: string) => `signBeforeReset_${uid}`;

export function rememberSignBeforeReset(uid: string, name: SignName): void {
  try {
    sessionStorage.setItem(key(uid), name);
  } catch {
    // Storage refused (a private window's quota): /welcome simply offers no way back.
  }
}

export function signBeforeReset(uid: string): SignName | null {
  try {
    const name = sessionStorage.getItem(key(uid));
    return name !== null && isSignName(name) ? name : null;
  } catch {
    return null;
  }
}

export function forgetSignBeforeReset(uid: string): void {
  try {
    sessionStorage.removeItem(key(uid));
  } catch {
    // Nothing was kept.
  }
}
