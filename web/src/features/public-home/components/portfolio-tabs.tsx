import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'wouter';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { PlaygroundSection } from './playground-section';

const TABS = [
  { value: 'experiences', label: 'Work Experience' },
  { value: 'education', label: 'Education' },
  { value: 'playground', label: 'Playground' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

/** Spec §2/§4: Work Experience (default), Education, Playground; the tab lives in `?tab=`. */
export function PortfolioTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'experiences';

  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        if (value !== 'experiences') next.set('tab', value);
        // The experience filter belongs to its tab; keep it only there.
        const filter = current.get('filter');
        if (value === 'experiences' && filter) next.set('filter', filter);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={tab} onValueChange={select} className="tabs">
      <Tabs.List className="tab-list" aria-label="Portfolio">
        {TABS.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} className="tab-trigger">
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="experiences" className="tab-panel">
        <ExperienceSection />
      </Tabs.Content>
      <Tabs.Content value="education" className="tab-panel">
        <EducationSection />
      </Tabs.Content>
      <Tabs.Content value="playground" className="tab-panel">
        <PlaygroundSection />
      </Tabs.Content>
    </Tabs.Root>
  );
}
