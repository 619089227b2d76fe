import { StrictMode, Suspense, lazy, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LoadingScreen } from '../components/ui/loading-screen';
import { App } from './app';
import { CASE_STUDY_BODY_ID, PublicData, type InitialData } from './public-data';

// The admin area is its own chunk, with its query cache and folio-core's WASM module (its forms
// run the rules as the owner types): visitors of the public pages download none of them.
const AdminApp = lazy(async () => {
  const [admin, core] = await Promise.all([
    import('../features/admin/admin-app'),
    import('../lib/core'),
  ]);
  await core.ready;
  return admin;
});

/** The data the server embedded in the page (`#folio-data`), with a case study's body taken
 * from the page's own markup, where the embedded copy leaves it out. */
function initialData(): InitialData {
  const text = document.getElementById('folio-data')?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as InitialData;
    const body = document.getElementById(CASE_STUDY_BODY_ID);
    if (data.caseStudy && data.caseStudy.contentHtml === undefined && body) {
      data.caseStudy.contentHtml = body.innerHTML;
    }
    return data;
  } catch {
    return {};
  }
}

/** What the page's loader (`vite.config.ts`) noted before the app ran. */
interface Loader {
  /** From now on the app handles every press. */
  folioApp?: boolean;
  /** The last button pressed while the page had no app. */
  folioPressed?: HTMLElement;
}
const loader = window as Window & Loader;
const pressed = loader.folioPressed;
loader.folioApp = true;

/** Presses again, once the app has taken the page over, a button pressed before it had. */
function PressAgain({ button }: { button?: HTMLElement }) {
  useEffect(() => {
    if (button?.isConnected) button.click();
  }, [button]);
  return null;
}

// The public pages run no rule in the browser (the server sends what folio-core derived), so
// they render at once; folio-core's WASM module is loaded by the admin area alone.
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PressAgain button={pressed} />
    <App
      data={new PublicData(initialData(), location.pathname + location.search)}
      admin={
        <Suspense fallback={<LoadingScreen />}>
          <AdminApp />
        </Suspense>
      }
    />
  </StrictMode>
);
// A public page comes rendered by the server from these same components: the app takes that
// markup over as it is (no second paint, no layout shift). A page the server left empty (the
// admin area, or a render that failed) is drawn here.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
