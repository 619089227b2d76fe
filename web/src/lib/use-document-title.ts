import { useEffect } from 'react';

/** Sets the tab title while a page shows. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
