import './index.css';

// The server's page is complete and works on its own (its tabs and filters are links), so no
// script may stand before it: the app starts loading only once the page has loaded (its images
// included, so the app's code never competes with the largest image for the network) and has
// been painted (a frame, then a task: a small page can finish loading before its first paint),
// and then takes the page over as it is (`app/start.tsx`). A page opened in a background tab
// paints nothing yet and starts at once.
const start = () => void import('./app/start');
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.visibilityState === 'hidden') start();
else if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
