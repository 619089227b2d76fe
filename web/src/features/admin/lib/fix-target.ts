// Where the owner fixes a missing translation (issue 40 point 4): the dashboard's address names
// the row's dialog, its language tab and its field (`/admin?tab=experiences&edit=12&lang=de&
// field=jobTitle`), so a row of Missing Translations is a link, and the address can be shared
// with another tab or bookmarked. The tab opens the dialog; the dialog's language tabs open on
// the language and focus the field; closing the dialog takes the address back to the tab.
import { useRef } from 'react';
import { useSearchParams } from 'wouter';

/** What the address asks to open. */
export interface FixTarget {
  /** The row: its id, or `profile`. */
  edit: string;
  /** The language tab to show, a tag of the site. */
  language?: string;
  /** The field to focus, as the translations name it (`jobTitle`, `tools.Figma`). */
  field?: string;
}

const KEYS = ['edit', 'lang', 'field'] as const;

/** The dashboard address opening `edit`'s dialog of `tab` on `language` and `field`. */
export function fixHref(tab: string, target: FixTarget, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ tab, ...extra, edit: target.edit });
  if (target.language) params.set('lang', target.language);
  if (target.field) params.set('field', target.field);
  return `/admin?${params.toString()}`;
}

/** The dialog the address asks for, if any, and a way to go back to the tab alone. */
export function useFixTarget(): { target: FixTarget | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const target = edit
    ? { edit, language: params.get('lang') ?? undefined, field: params.get('field') ?? undefined }
    : null;
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { target, clear };
}

/** Opens `href` (a dashboard address) in place, as a link would without reloading the app. */
export function useOpenAddress(): (href: string) => void {
  const [, setParams] = useSearchParams();
  return (href: string) => setParams(new URL(href, window.location.origin).searchParams);
}

/**
 * A ref that focuses its element once, when the address names `field` in `language`: the field
 * a missing translation's link asked for.
 */
export function useFocusTarget(language: string, field: string) {
  const { target } = useFixTarget();
  const focused = useRef(false);
  if (target?.language !== language || target.field !== field) return undefined;
  return (element: HTMLElement | null) => {
    if (!element || focused.current) return;
    focused.current = true;
    element.focus();
  };
}
