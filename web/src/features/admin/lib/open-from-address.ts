import { useState } from 'react';
import { useFixTarget } from './fix-target';

/**
 * Opens the item the dashboard's address names (`edit`, issue 40 point 4) once the list holds
 * it, through `open`; returns the dialog's close, which also takes the address back to the tab
 * alone (so the dialog does not open again).
 */
export function useOpenFromAddress<T extends { id: number }>(
  items: T[] | undefined,
  open: (item: T | null) => void,
): () => void {
  const { target, clear } = useFixTarget();
  // The address last acted on, so the dialog opens once per link followed (state adjusted
  // during the render, as the list arrives).
  const [opened, setOpened] = useState<string | null>(null);
  const wanted = target ? `${target.edit}|${target.language ?? ''}|${target.field ?? ''}` : null;
  if (wanted !== opened && items) {
    setOpened(wanted);
    const item = target && items.find((candidate) => String(candidate.id) === target.edit);
    if (item) open(item);
  }
  return () => {
    open(null);
    if (target) clear();
  };
}
