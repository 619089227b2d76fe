import './index.css';

// The server's page is complete and works on its own (its tabs and filters are links), so no
// script may stand before it: the app starts loading only once the page has loaded (its images
// included, so the app's code never competes with the largest image for the network), and then
// takes the page over as it is (`app/start.tsx`). A page opened in a background tab paints
// nothing yet and starts at once.
const start = () => void import('./app/start');
if (document.visibilityState === 'hidden' || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
