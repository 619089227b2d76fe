// Parts both previews of the JSON Resume import end with.

/** A list of lines the import tells the owner (notes, entries left out), under its count; nothing when empty. */
export function Lines({ lines, heading }: { lines: readonly string[]; heading: (count: number) => string }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h3 className="resume-import-heading">{heading(lines.length)}</h3>
      <ul className="resume-import-list resume-import-warnings">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** Cancel and Confirm Import, both held while the import runs. */
export function ImportActions({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="resume-import-actions">
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button type="button" className="button button--primary" onClick={onConfirm} disabled={pending}>
        {pending ? 'Importing...' : 'Confirm Import'}
      </button>
    </div>
  );
}
