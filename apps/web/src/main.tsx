import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { activateLanguage, browserLanguage } from './lib/i18n';
import { notify } from './lib/notify';
import { loadPreferencesFor } from './lib/preferences';
import { loadRuntimeConfig } from './lib/runtime-config';
import { getStoredUser, onStoredUserChange } from './lib/stored-user';
import { configureValidation } from './lib/validation-config';

// Before any page that validates loads: no eval probe under the portal's CSP.
configureValidation();

// The runtime configuration comes first (spec §7): the theme default, switches and
// support e-mail shape everything else.
async function start() {
  await loadRuntimeConfig();
  // Theme and time format are per user (spec §3): they follow whoever is logged in.
  loadPreferencesFor(getStoredUser()?.username ?? null);
  // The person's language once signed in; before that, the browser's.
  await activateLanguage(getStoredUser()?.language ?? browserLanguage());
  let lastUsername = getStoredUser()?.username ?? null;
  onStoredUserChange((user) => {
    // Signed out, the login page speaks the browser's language, not the last person's.
    void activateLanguage(user?.language ?? browserLanguage());
    loadPreferencesFor(user?.username ?? null);
    // Someone else logging in on a shared phone must not see the last person's message.
    if (user && user.username !== lastUsername) notify.clear();
    if (user) lastUsername = user.username;
  });
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds
  // instead of holding a slow phone's main thread for a quarter of a second; the
  // loading screen in index.html stays until it is done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  registerServiceWorkerWhenLoaded();
}

/**
 * The service worker (installable PWA) precaches every page's code, so it registers
 * only once the page has loaded: on a slow phone network those downloads must not
 * compete with the first page's own code and data.
 */
function registerServiceWorkerWhenLoaded() {
  // The runtime config is kept by the worker as it passes (for a portal opened with no
  // network), but this page fetched it before the worker was there: once a worker
  // takes control, it is fetched again through it.
  navigator.serviceWorker?.addEventListener('controllerchange', () => void fetch('/config.json').catch(() => {}), { once: true });
  const register = () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') setTimeout(register, 1000);
  else window.addEventListener('load', () => setTimeout(register, 1000), { once: true });
}

void start();
