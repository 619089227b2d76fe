import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

// The public pages run no rule in the browser (the server sends what folio-core derived), so
// they render at once; folio-core's WASM module is loaded by the admin area alone (`app.tsx`).
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The public pages come with their data (`#folio-data`) and the markup the app draws from it,
// already on screen: the app takes that markup over as it is (no second paint, no layout
// shift). Other pages (admin, unknown addresses) are drawn by the app.
if (document.getElementById('folio-data')) hydrateRoot(container, app);
else createRoot(container).render(app);
