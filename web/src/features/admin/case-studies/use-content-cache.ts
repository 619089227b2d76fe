import { type RefObject, useRef } from 'react';
import type { ContentEditorHandle } from './editor/content-editor';

/**
 * The editor's last reading of its content, for a closing tab that cannot wait for a fresh one
 * (the autosave's last copy). Readings never overlap: one asked for while another runs follows it.
 */
export function useContentCache(editor: RefObject<ContentEditorHandle | null>, initial: string) {
  const cache = useRef(initial);
  const caching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const read = async () => {
    const content = (await editor.current?.read()) ?? cache.current;
    cache.current = content;
    return content;
  };
  return {
    /** Reads the editor now, keeping what it read. */
    read,
    /** What the editor held when last read. */
    last: () => cache.current,
    /** Keeps `content` as the last reading (a draft put into the editor). */
    set: (content: string) => {
      cache.current = content;
    },
    /** Reads the editor again in the background. */
    refresh: () => {
      if (caching.current) {
        again.current = true;
        return;
      }
      caching.current = (async () => {
        do {
          again.current = false;
          await read();
        } while (again.current);
        caching.current = null;
      })();
    },
  };
}
