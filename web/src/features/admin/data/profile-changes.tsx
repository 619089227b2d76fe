// The profile's fields a JSON Resume import replaces. folio-core leaves out each field the file
// gives with the value the profile holds, so only real changes are listed.
import type { Profile } from '../../../lib/api-schema';
import type { ResumeImport as Imported, LinkLabeller } from '../../../lib/core';

/** The profile's fields the import replaces, each beside what it holds now. */
export function ProfileChanges({
  update,
  details,
  current,
  labels,
}: {
  update: Imported['profile'];
  details: Imported['details'];
  current?: Profile;
  /** folio-core's labels as the public site shows them: a link to X unlabelled is "X". */
  labels: LinkLabeller;
}) {
  const linksText = (links?: { label: string; url: string }[]) => {
    if (!links) return undefined;
    const shown = labels(
      links.map((link) => link.label),
      links.map((link) => link.url),
    );
    return links.map((link, n) => (shown[n] ? `${shown[n]}: ${link.url}` : link.url)).join('\n');
  };
  const rows: [label: string, next: string, now?: string][] = [];
  if (update.name) rows.push(['Name', update.name, current?.name]);
  if (update.briefIntro) rows.push(['Brief Introduction', update.briefIntro, current?.briefIntro]);
  if (details?.headline) rows.push(['Headline', details.headline, current?.headline]);
  if (details?.photo) rows.push(['Photo', details.photo, current?.photo]);
  if (details?.location) rows.push(['Location', details.location, current?.location]);
  if (details?.contact) rows.push(['Contact', details.contact, current?.contact]);
  if (update.githubUrl) rows.push(['GitHub', update.githubUrl, current?.githubUrl]);
  if (update.linkedinUrl) rows.push(['LinkedIn', update.linkedinUrl, current?.linkedinUrl]);
  if (details?.links?.length) {
    rows.push(['Other links', linksText(details.links)!, linksText(current?.links)]);
  }
  if (rows.length === 0) {
    return <p className="field-hint">Your profile stays as it is.</p>;
  }
  return (
    <>
      <h3 className="resume-import-heading">Profile: these replace what it holds now</h3>
      <dl className="resume-import-profile">
        {rows.map(([label, next, now]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="resume-import-clamp">{next}</span>
              {now && now !== next && (
                <span className="resume-import-meta resume-import-clamp">Replaces: {now}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

