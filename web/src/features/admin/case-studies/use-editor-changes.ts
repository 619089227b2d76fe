import { useRef, useState } from 'react';

/** A document's blocks as text: what the owner wrote, without Editor.js's save time and version. */
export function blocksOf(document: string): string {
  try {
    return JSON.stringify((JSON.parse(document) as { blocks?: unknown }).blocks ?? []);
  } catch {
    return document;
  }
}

/**
 * Whether the owner changed the editor's document (issue 40 point 10). Editor.js reports a change
 * for any change of a block's markup, also the ones nobody made (a block marked selected while its
 * settings open, a tool redrawing itself), and counting each report as an edit asked "Discard your
 * unsaved changes?" with nothing typed. Here a report counts only when the document read then
 * differs from the one the editor started with; typing counts at once, so closing right after a
 * keystroke still asks.
 */
export function useEditorChanges(read: () => Promise<string | null>) {
  const start = useRef<string | null>(null);
  const [changed, setChanged] = useState(false);
  // Readings may end out of order: only the last one asked for decides.
  const asked = useRef(0);
  return {
    changed,
    /** The editor is running: what it holds now is what it started with. */
    ready: async () => {
      const document = await read();
      if (document !== null && start.current === null) start.current = blocksOf(document);
    },
    /** The editor reported a change (`typed`: the owner typed). */
    reported: async (typed?: boolean) => {
      if (typed) setChanged(true);
      const turn = ++asked.current;
      const document = await read();
      if (turn !== asked.current || document === null) return;
      setChanged(start.current === null || blocksOf(document) !== start.current);
    },
  };
}
