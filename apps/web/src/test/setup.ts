/** Test set-up: i18n in Dutch (the default), a clean DOM and storage between tests. */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLanguage } from '../lib/i18n';

// Both languages' texts, as the console has them once each was shown.
await Promise.all([loadLanguage('nl'), loadLanguage('en')]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
