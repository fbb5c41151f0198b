/** Test set-up: i18n in Dutch (the default), a clean DOM and storage between tests. */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadLanguage } from '../lib/i18n';

// findBy…/waitFor end as soon as what they wait for holds; the default 1 s was too short for a
// screen's first render on a loaded 2-core machine (a 2,500-user editor's test failed at load 13).
// The test's own limit (vitest.config.ts, 20 s) still ends a real hang.
configure({ asyncUtilTimeout: 10_000 });

// Both languages' texts, as the console has them once each was shown.
await Promise.all([loadLanguage('nl'), loadLanguage('en')]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
