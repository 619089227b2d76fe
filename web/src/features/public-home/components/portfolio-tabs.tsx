import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { usePublicData } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { TAB_LABELS, tabLinks, useHomeView } from '../view';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { PlaygroundSection } from './playground-section';

const PANEL_ID = 'portfolio-panel';

/** The arrow keys, Home and End move between `count` tabs (WAI-ARIA tabs, selection follows
 * focus). */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Spec §2/§4: Work Experience (default), Education, Playground; the tab lives in `?tab=`. Each
 * tab is a link to its view, which the server draws too, so a tap works before the app runs;
 * once it runs, the links change the view without a reload. Only the named view is drawn.
 */
export function PortfolioTabs() {
  const view = useHomeView();
  const { views } = usePublicData();
  const strings = useStrings();
  const [, navigate] = useLocation();
  if (!view) return null;
  const tabs = tabLinks(views, view);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.tab === view.tab);
    const next = tabs[step(current, tabs.length)]!;
    navigate(next.href, { replace: true });
    document.getElementById(`tab-${next.tab}`)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={strings.tabsLabel} onKeyDown={onKeyDown}>
        {tabs.map(({ tab, href }) => (
          <Link
            key={tab}
            href={href}
            role="tab"
            id={`tab-${tab}`}
            className="tab-trigger"
            aria-selected={tab === view.tab}
            aria-controls={tab === view.tab ? PANEL_ID : undefined}
          >
            {strings[TAB_LABELS[tab]]}
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
        {view.tab === 'experiences' && <ExperienceSection view={view} />}
        {view.tab === 'education' && <EducationSection view={view} />}
        {view.tab === 'playground' && <PlaygroundSection view={view} />}
      </div>
    </div>
  );
}
