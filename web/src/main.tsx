import './index.css';

// The server's page is complete and works on its own (its tabs and filters are links), so no
// script may stand before its first paint: the app and folio-core's WASM module start loading
// only once that paint is done (a frame, then a task), and then take the page over as it is
// (`app/start.tsx`). A page opened in a background tab paints nothing yet and starts at once.
const start = () => void import('./app/start');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
