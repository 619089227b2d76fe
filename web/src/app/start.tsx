import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ready } from '../lib/core';
import { App } from './app';

function render() {
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
}

// Every rule the first render calls (grouping, dates, links) is folio-core's, in WASM. Should the
// module fail to load, the server's page stays as it is, and its links keep working.
void ready.then(render);
