/** The console's entry point. */
import './csp'; // first: before any other module creates a style or parses with zod
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { tokenFromFragment } from '../lib/fragment-token';
import { currentLang, languageReady } from '../lib/i18n';
import { paths } from '../lib/paths';
import { queryClient } from '../lib/query-client';
import { storage } from '../lib/storage';
import { HttpBridge } from './http-bridge';
import { Providers } from './providers';
import { createRouter } from './router';
import { registerServiceWorkerWhenIdle } from './service-worker';
// antd's prebuilt styles (zeroRuntime, providers.tsx), then ours over them.
import 'antd/dist/antd.css';
import './styles.css';

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
      <Providers queryClient={queryClient}>
        <HttpBridge router={router} />
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorkerWhenIdle();
