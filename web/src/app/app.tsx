import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Route, Switch } from 'wouter';
import { CaseStudyPage } from '../features/case-study/components/case-study-page';
import { HomePage } from '../features/public-home/components/home-page';
import { createQueryClient } from '../lib/query-client';
import { NotFoundPage } from '../components/not-found-page';
import { LoadingScreen } from '../components/ui/loading-screen';
import { seedInitialData } from './initial-data';
import { ScrollToTop } from './scroll-to-top';

// The admin area is its own chunk, with folio-core's WASM module (its forms run the rules as the
// owner types): visitors of the public pages download neither.
const AdminApp = lazy(async () => {
  const [admin, core] = await Promise.all([
    import('../features/admin/admin-app'),
    import('../lib/core'),
  ]);
  await core.ready;
  return admin;
});

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedInitialData(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/case-studies/:slug">
          {(params) => <CaseStudyPage key={params.slug} slug={params.slug} />}
        </Route>
        <Route path="/admin" nest>
          <Suspense fallback={<LoadingScreen />}>
            <AdminApp />
          </Suspense>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </QueryClientProvider>
  );
}
