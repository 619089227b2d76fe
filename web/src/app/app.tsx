import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Switch } from 'wouter';
import { CaseStudyPage } from '../features/case-study/components/case-study-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { HomePage } from '../features/public-home/components/home-page';
import { createQueryClient } from '../lib/query-client';
import { seedInitialData } from './initial-data';
import { ScrollToTop } from './scroll-to-top';

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
        <Route component={NotFoundPage} />
      </Switch>
    </QueryClientProvider>
  );
}
