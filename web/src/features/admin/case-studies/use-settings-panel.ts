import { useRef, useState } from 'react';
import { useFixTarget } from '../lib/fix-target';
import { useMediaQuery } from '../lib/use-media-query';

/** Screens wide enough to show the settings beside the writing; narrower ones cover it with them. */
const SETTINGS_BESIDE = '(min-width: 64rem)';

/** The fields of the writing column; every other field is in the settings panel. */
const WRITING_FIELDS: readonly string[] = ['title', 'content'];

/**
 * The case study dialog's settings panel (issue 23): open beside the writing where it fits,
 * closed where it would cover it; over the writing it takes the focus, and closing it gives the
 * focus back to its toggle.
 */
export function useSettingsPanel() {
  const beside = useMediaQuery(SETTINGS_BESIDE);
  // Opened from a missing translation of a setting (issue 40 point 4): the panel shows it.
  const asked = useFixTarget().target?.field;
  const [open, setOpen] = useState(
    () => window.matchMedia(SETTINGS_BESIDE).matches || (asked !== undefined && !WRITING_FIELDS.includes(asked)),
  );
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const show = () => {
    setOpen(true);
    // Over the writing, the panel takes the focus (the writing behind it is out of reach).
    if (!beside) requestAnimationFrame(() => panelRef.current?.focus());
  };
  const close = () => {
    setOpen(false);
    if (panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  };
  return {
    open,
    /** Whether the panel covers the writing (which is then out of reach). */
    covers: open && !beside,
    toggleRef,
    panelRef,
    close,
    toggle: () => (open ? close() : show()),
    /** A refused save shows its messages: a field of the settings opens them. */
    reveal: (fields: Iterable<string>) => {
      if ([...fields].some((field) => !WRITING_FIELDS.includes(field))) setOpen(true);
    },
  };
}
