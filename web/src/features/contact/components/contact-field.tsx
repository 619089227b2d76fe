import type { ReactNode } from 'react';

interface ContactFieldProps {
  id: string;
  label: string;
  /** The message under the field, when the last send was refused for it. */
  error?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field of the contact form with its message under it. */
export function ContactField({ id, label, error, children }: ContactFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="contact-field">
      <label htmlFor={id}>{label}</label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error && <p className="contact-error" id={errorId}>{error}</p>}
    </div>
  );
}
