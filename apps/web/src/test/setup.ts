import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../lib/toast-store';

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
});
