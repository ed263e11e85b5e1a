import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { AppShell } from './app/app-shell';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, loadCatalog } from './i18n/catalogs';
import './styles/index.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A prerendered page (vite.config.ts) is hydrated once the catalogs it may use are whole, so
// the words do not change under a screen still hydrating. Any other page renders from scratch.
if (root.dataset.prerendered === location.pathname) {
  Promise.all([loadCatalog(DEFAULT_LOCALE), loadCatalog(FALLBACK_LOCALE)])
    .catch((error: unknown) => console.error(error))
    .finally(() => hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
