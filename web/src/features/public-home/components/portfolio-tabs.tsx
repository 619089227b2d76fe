import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { TABS, tabHref, useHomeView } from '../view';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { PlaygroundSection } from './playground-section';

const PANEL_ID = 'portfolio-panel';

/** The arrow keys, Home and End move between tabs (WAI-ARIA tabs, selection follows focus). */
const STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % TABS.length,
  ArrowLeft: (index) => (index + TABS.length - 1) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/**
 * Spec §2/§4: Work Experience (default), Education, Playground; the tab lives in `?tab=`. Each
 * tab is a link to its view, which the server draws too, so a tap works before the app runs;
 * once it runs, the links change the view without a reload. Only the named view is drawn.
 */
export function PortfolioTabs() {
  const view = useHomeView();
  const [, navigate] = useLocation();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const current = TABS.findIndex((tab) => tab.value === view.tab);
    const next = TABS[step(current)]!;
    navigate(tabHref(view, next.value), { replace: true });
    document.getElementById(`tab-${next.value}`)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label="Portfolio" onKeyDown={onKeyDown}>
        {TABS.map(({ value, label }) => (
          <Link
            key={value}
            href={tabHref(view, value)}
            role="tab"
            id={`tab-${value}`}
            className="tab-trigger"
            aria-selected={value === view.tab}
            aria-controls={value === view.tab ? PANEL_ID : undefined}
          >
            {label}
          </Link>
        ))}
      </div>
      <div
        role="tabpanel"
        id={PANEL_ID}
        className="tab-panel"
        aria-labelledby={`tab-${view.tab}`}
        tabIndex={0}
      >
        {view.tab === 'experiences' && <ExperienceSection filter={view.filter} />}
        {view.tab === 'education' && <EducationSection />}
        {view.tab === 'playground' && <PlaygroundSection />}
      </div>
    </div>
  );
}
