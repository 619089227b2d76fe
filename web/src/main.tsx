import './index.css';
import './styles/content.css';
import './styles/tool-groups.css';
import './styles/site-edges.css';
import './styles/contact.css';

// The server's page is complete and works on its own (its tabs and filters are links), so the
// built page adds this module only after it has loaded and been painted (vite.config.ts), and the
// app then takes the page over as it is (`app/start.tsx`).
void import('./app/start');
