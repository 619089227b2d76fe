interface ProfileLinksProps {
  /** Only http(s) URLs: folio-core drops any other on the server. */
  githubUrl?: string;
  linkedinUrl?: string;
}

const GITHUB_PATH =
  'M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.11.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.25.45-2.28 1.19-3.08-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.8 1.19 1.83 1.19 3.08 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.68.8.56A11.5 11.5 0 0 0 12 .5Z';
const LINKEDIN_PATH =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z';

/** The owner's code-hosting and professional-network profiles; a cleared link is hidden. */
export function ProfileLinks({ githubUrl, linkedinUrl }: ProfileLinksProps) {
  const links = [
    { label: 'GitHub', href: githubUrl, path: GITHUB_PATH },
    { label: 'LinkedIn', href: linkedinUrl, path: LINKEDIN_PATH },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="hero-links">
      {links.map((link) => (
        <li key={link.label}>
          <a className="button" href={link.href} target="_blank" rel="noopener noreferrer">
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
              <path d={link.path} />
            </svg>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
