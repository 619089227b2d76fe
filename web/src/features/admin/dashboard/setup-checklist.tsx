import { useQuery } from '@tanstack/react-query';
import { setupChecklistQuery } from '../lib/profile-query';

interface SetupChecklistProps {
  /** Opens a tab of the dashboard. */
  onOpen: (tab: 'profile' | 'experiences' | 'case-studies') => void;
}

/**
 * Until the portfolio is set up, the dashboard opens on these three steps (folio-core's
 * `setup::checklist` decides which are done); once all are, it shows nothing.
 */
export function SetupChecklist({ onOpen }: SetupChecklistProps) {
  const checklist = useQuery(setupChecklistQuery());
  if (!checklist.data || checklist.data.done) return null;
  const { profile, experience, caseStudy } = checklist.data;
  const steps = [
    { done: profile, label: 'Your profile: your own name and introduction', tab: 'profile', action: 'Fill in profile' },
    { done: experience, label: 'A first work experience', tab: 'experiences', action: 'Go to experiences' },
    { done: caseStudy, label: 'A first published case study', tab: 'case-studies', action: 'Go to case studies' },
  ] as const;
  const left = steps.filter((step) => !step.done).length;
  return (
    <section className="setup-checklist" aria-labelledby="setup-checklist-title">
      <h2 className="setup-checklist-title" id="setup-checklist-title">
        Set up your portfolio
      </h2>
      <p className="setup-checklist-lead">
        {left === 1 ? 'One step left' : `${left} steps left`} before your portfolio is ready for
        visitors.
      </p>
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.tab} className={step.done ? 'setup-step setup-step--done' : 'setup-step'}>
            <span className="setup-step-mark" aria-hidden="true">{step.done ? '✓' : ''}</span>
            <span className="setup-step-label">
              {step.label}
              <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
            </span>
            {!step.done && (
              <button type="button" className="button" onClick={() => onOpen(step.tab)}>
                {step.action}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
