import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthCheck, useLogout } from '../auth/api/auth-api';
import { useAuth } from '../lib/auth-store';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { CaseStudiesTab } from '../case-studies/case-studies-tab';
import { DataTab } from '../data/data-tab';
import { UnsavedDraftsBanner } from '../case-studies/unsaved-drafts';
import { EducationTab } from '../education/education-tab';
import { ExperiencesTab } from '../experiences/experiences-tab';
import { setupChecklistQuery } from '../lib/profile-query';
import { ProfileTab } from '../profile/profile-tab';
import { ResumeTab } from '../resume/resume-tab';
import { MessagesLabel } from '../messages/messages-label';
import { MessagesTab } from '../messages/messages-tab';
import { SetupChecklist } from './setup-checklist';
import { VisitorsTab } from '../visitors/visitors-tab';

const TABS = [
  { value: 'profile', label: 'Profile Settings', Panel: ProfileTab },
  { value: 'experiences', label: 'Manage Experiences', Panel: ExperiencesTab },
  { value: 'education', label: 'Manage Education', Panel: EducationTab },
  { value: 'case-studies', label: 'Manage Case Studies', Panel: CaseStudiesTab },
  { value: 'data', label: 'Data', Panel: DataTab },
  { value: 'messages', label: 'Messages', Panel: MessagesTab },
  { value: 'visitors', label: 'Visitors', Panel: VisitorsTab },
  { value: 'resume', label: 'Résumé', Panel: ResumeTab },
] as const;
type Tab = (typeof TABS)[number]['value'];
const DEFAULT_TAB: Tab = 'experiences';

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** Spec §2 Admin dashboard, behind the guard. */
export function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  useAuthCheck();
  const auth = useAuth((state) => state.auth);

  // Spec §2: an unauthenticated visitor is sent to the login screen by a full page redirect.
  useEffect(() => {
    if (auth.status === 'unauthenticated') window.location.replace('/admin/login');
  }, [auth.status]);

  if (auth.status !== 'authenticated') return <LoadingScreen />;
  return <Dashboard username={auth.user.username} />;
}

function Dashboard({ username }: { username: string }) {
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : DEFAULT_TAB;
  const select = (value: string) =>
    setParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true });
  // The setup checklist leads the dashboard, so it is read before the rest is drawn: arriving
  // later, it would push the open tab down under the owner's pointer (or a drag in progress).
  const checklist = useQuery(setupChecklistQuery());
  if (checklist.isPending) return <LoadingScreen />;

  return (
    <div className="admin">
      <header className="admin-header">
        <div>
          <h1 className="admin-title">ADMIN DASHBOARD</h1>
          <p className="admin-welcome">Welcome, {username}</p>
        </div>
        <div className="admin-header-actions">
          <a className="button button--ghost" href="/" target="_blank" rel="noopener noreferrer">
            View site
          </a>
          <button
            type="button"
            className="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </header>
      <SetupChecklist onOpen={select} />
      {tab !== 'case-studies' && (
        <UnsavedDraftsBanner onReview={() => select('case-studies')} />
      )}
      {/* Radix renders only the active panel, so a tab loads its data only when active. */}
      <Tabs.Root value={tab} onValueChange={select} asChild>
        <main className="admin-tabs">
          <Tabs.List className="admin-tab-list" aria-label="Admin sections">
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} className="admin-tab">
                {value === 'messages' ? <MessagesLabel /> : label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value} className="admin-panel">
              <Panel />
            </Tabs.Content>
          ))}
        </main>
      </Tabs.Root>
    </div>
  );
}
