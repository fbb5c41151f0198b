/** Test set-up: i18n in Dutch (the default), a clean DOM and storage between tests. */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../lib/i18n';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
