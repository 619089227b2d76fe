// The server's entry (built by `vite build --ssr`, run by the server's embedded JavaScript
// engine, `backend/src/render.rs`): the public pages' markup, from the same components the
// browser hydrates.
import { renderToString } from 'react-dom/server.browser';
import { Router } from 'wouter';
import { App } from './app/app';
import { PublicData, type InitialData } from './app/public-data';

/**
 * The markup of `#root` for the page at `path` and `search` (without `?`), drawn from `data`
 * (JSON of `InitialData`).
 */
export function render(path: string, search: string, data: string): string {
  const store = new PublicData(JSON.parse(data) as InitialData);
  return renderToString(
    <Router ssrPath={path} ssrSearch={search}>
      <App data={store} />
    </Router>,
  );
}
