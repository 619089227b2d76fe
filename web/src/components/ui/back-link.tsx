import { Link } from 'wouter';

interface BackLinkProps {
  label: string;
  /** Where it goes: `/` unless told. */
  href?: string;
}

/** A button-styled link home: 'Back to Portfolio', 'Go Back' (the page's words). */
export function BackLink({ label, href = '/' }: BackLinkProps) {
  return (
    <Link href={href} className="button button--ghost">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none"
        stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M19 12H5M12 19l-7-7 7-7" />
      </svg>
      {label}
    </Link>
  );
}
