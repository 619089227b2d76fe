// The admin area: a lazily loaded chunk, so the public pages never download Editor.js, dnd-kit
// or the forms. Mounted by the app under `/admin`; paths here are relative to it.
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../../components/not-found-page';
import { LoginPage } from './auth/login-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { Toaster } from './components/toaster';
import './admin.css';

export default function AdminApp() {
  return (
    <>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/" component={DashboardPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <Toaster />
    </>
  );
}
