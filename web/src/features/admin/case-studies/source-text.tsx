/** The default's text under a translated field, in its own language. */
export function SourceText({ source, text }: { source: string; text: string }) {
  if (!text) return null;
  return (
    <p className="translation-source" lang={source}>
      <span className="translation-source-label">{source}:</span> {text}
    </p>
  );
}
