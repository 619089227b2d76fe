import type { ToolGroup } from '../../../lib/core';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { langOf, useFallbacks } from '../fallbacks';

interface ToolGroupsProps {
  groups: ToolGroup[];
}

/**
 * By Tools: folio-core grouped, ordered and counted these on the server; this lays them out as
 * a summary a visitor can scan (issue 40): each tool with its count, then one line per
 * experience with its usage for that tool.
 */
export function ToolGroups({ groups }: ToolGroupsProps) {
  const fallbacks = useFallbacks();
  return (
    <div className="tool-groups">
      {groups.map((group) => (
        <section key={group.tool} className="group tool-group" aria-label={group.tool}>
          <header className="tool-group-header">
            <h2 className="group-title tool-group-title">{group.tool}</h2>
            <span className="group-count">{group.countLabel}</span>
          </header>
          <ul className="tool-group-entries">
            {group.entries.map((entry) => {
              const lang = (field: string) =>
                langOf(fallbacks, { kind: 'experience', id: entry.experienceId }, field);
              return (
                <li key={entry.experienceId} className="tool-entry">
                  <span className="tool-entry-role">
                    <span className="entry-job tool-entry-job" {...lang('jobTitle')}>
                      {entry.jobTitle}<UntranslatedMark {...lang('jobTitle')} />
                    </span>
                    {/* Glued to the job title, so a wrapped line never starts with it. */}
                    <span aria-hidden="true">{'\u00a0· '}</span>
                    <span className="entry-company tool-entry-company" {...lang('company')}>{entry.company}</span>
                  </span>{' '}
                  <span className={entry.hasUsage ? 'entry-usage' : 'entry-usage entry-usage--none'}
                    {...lang(`tools.${group.tool}`)}>
                    {entry.usage}<UntranslatedMark {...lang(`tools.${group.tool}`)} />
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
