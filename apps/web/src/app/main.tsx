/** The console's entry point. */
import './csp'; // first: before any other module creates a style or parses with zod
// Second: on a path under the layout it asks for the shell, layout and routes before react-dom runs.
import './way-in';
// Third: the layout's and the screen's API calls, beside those chunks.
import './early-calls';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { tokenFromFragment } from '../lib/fragment-token';
import { currentLang, i18n, languageReady } from '../lib/i18n';
import { paths } from '../lib/paths';
import { storage } from '../lib/storage';
import { createRouter } from './router';
import { registerServiceWorkerWhenIdle } from './service-worker';
// The page's own base styles. antd's stylesheet, the query client and the console's styles come
// with the screens drawn with antd (console-shell.tsx): the sign-in page loads none of them.
import './first-screen.css';

// An access token handed over in the URL fragment signs in directly: keep it, drop it from
// the address bar (and history), and continue to the switcher.
const handedOver = tokenFromFragment(window.location.hash);
if (handedOver) {
  storage.clearSession();
  storage.setToken(handedOver);
  window.history.replaceState(null, '', paths.switcher.path);
}
document.documentElement.lang = currentLang();

const router = createRouter();
const root = document.getElementById('root');
// The shown language's texts first (their chunk is preloaded with this one, vite.config.ts);
// should they fail to load, the console still starts.
if (root) void languageReady.catch(() => undefined).then(() => {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* Router updates render as transitions: React renders the first screen (layout, page,
            table) in slices of a few ms instead of one task of up to a second on a slow phone,
            so a tap is answered meanwhile. It costs some main-thread time in all (operations.md:
            the long tasks and their sum, with and without). */}
        <RouterProvider router={router} useTransitions />
      </I18nextProvider>
    </StrictMode>,
  );
});

registerServiceWorkerWhenIdle();
