// The admin area: a lazily loaded chunk, so the public pages never download Editor.js, dnd-kit
// or the forms. Mounted by the app under `/admin`; paths here are relative to it.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Switch } from 'wouter';
import { createQueryClient } from '../../lib/query-client';
import { NotFoundPage } from '../../components/not-found-page';
import { LoginPage } from './auth/login-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { Toaster } from './components/toaster';
import './admin.css';

export default function AdminApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/" component={DashboardPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
      <Toaster />
    </QueryClientProvider>
  );
}
