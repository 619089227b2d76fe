// Issue 14: the case study dialog's autosaved draft. The server keeps one draft per case study
// and one for a case study not yet created; nothing public reads them. The dialog sends its whole
// state 2 s after the owner stops typing, and again when the tab is hidden or closed. A closing
// tab can only send a `keepalive` request, which browsers refuse over 64 KiB, so that last state
// is also kept in localStorage (a few bounded copies) and sent on the next visit.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Autosave } from '../../../lib/api-schema';
import type { CaseStudyDraft } from '../../../lib/core';
import { deleteAutosave, hopeless, putAutosave, readAutosave, type Slot } from './api/autosave-api';

/** How long typing rests before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 2000;
/** Browsers refuse `keepalive` bodies over 64 KiB in flight; stay under it with headers. */
const KEEPALIVE_BYTES = 60 * 1024;
const LOCAL_PREFIX = 'folio:case-study-draft:';
/** Local copies kept at most (the oldest goes first) and the largest kept, in characters. */
const LOCAL_MAX_COPIES = 4;
const LOCAL_MAX_CHARS = 1_100_000;

const localKey = (slot: Slot) => `${LOCAL_PREFIX}${slot ?? 'new'}`;

interface LocalCopy {
  draft: CaseStudyDraft;
  /** When it was written (ms since the epoch), to drop the oldest first. */
  at: number;
}

function readLocalKey(key: string): LocalCopy | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as LocalCopy) : null;
  } catch {
    return null;
  }
}

function localKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(LOCAL_PREFIX));
  } catch {
    return [];
  }
}

/** Keeps `draft` as the slot's local copy, within the bounds; a full storage keeps nothing. */
function writeLocal(slot: Slot, draft: CaseStudyDraft) {
  const text = JSON.stringify({ draft, at: Date.now() } satisfies LocalCopy);
  if (text.length > LOCAL_MAX_CHARS) return;
  try {
    const others = localKeys()
      .filter((key) => key !== localKey(slot))
      .map((key) => ({ key, at: readLocalKey(key)?.at ?? 0 }))
      .sort((a, b) => a.at - b.at);
    while (others.length >= LOCAL_MAX_COPIES) localStorage.removeItem(others.shift()!.key);
    localStorage.setItem(localKey(slot), text);
  } catch {
    // Storage full or switched off: the server's copy is all there is.
  }
}

export function removeLocal(slot: Slot) {
  try {
    localStorage.removeItem(localKey(slot));
  } catch {
    // Nothing to remove.
  }
}

/**
 * Sends the slot's local copy, left by a tab that closed before the server had it, then
 * forgets it. Kept when the server could not be reached, for the next try.
 */
async function sendLocalCopy(slot: Slot): Promise<void> {
  const copy = readLocalKey(localKey(slot));
  if (!copy) return;
  try {
    await putAutosave(slot, copy.draft);
    removeLocal(slot);
  } catch (error) {
    if (hopeless(error)) removeLocal(slot);
  }
}

/** Sends every local copy (see [`sendLocalCopy`]), before the drafts are listed. */
export async function sendLocalCopies(): Promise<void> {
  const slots = localKeys().map((key) => {
    const rest = key.slice(LOCAL_PREFIX.length);
    return rest === 'new' ? null : Number(rest);
  });
  await Promise.all(
    slots.filter((slot) => slot === null || Number.isSafeInteger(slot)).map(sendLocalCopy),
  );
}

/** The slot's draft to offer: after sending a local copy, the server's one if it differs. */
export async function draftToOffer(slot: Slot): Promise<Autosave | null> {
  await sendLocalCopy(slot);
  const autosave = await readAutosave(slot);
  return autosave?.changed ? autosave : null;
}

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' };

interface Options {
  slot: Slot;
  /** The dialog's whole state, the editor read afresh. */
  read: () => Promise<CaseStudyDraft>;
  /** The dialog's state without waiting (the editor's last reading), for a closing tab. */
  readNow: () => CaseStudyDraft;
}

/**
 * Autosaves the dialog while it is armed: `changed()` after every edit sends the state 2 s later,
 * and a hidden or closing tab sends what is not sent yet at once. `stop()` ends it (a save, a
 * discard); `discard()` also removes the draft; `keep()` stores the state as the draft at once.
 */
export function useAutosave({ slot, read, readNow }: Options) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const armed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Edits are counted; `sent` is the count the server has acknowledged.
  const edits = useRef(0);
  const sent = useRef(0);
  const sending = useRef<Promise<void> | null>(null);
  // The count a hidden or closing tab last sent, so `pagehide` and `visibilitychange` (which
  // come together when a tab closes) send it once.
  const flushed = useRef(0);
  const latest = useRef({ read, readNow });
  useEffect(() => {
    latest.current = { read, readNow };
  });

  // `again`: send even what was sent already (a save elsewhere removed the draft since).
  const send = useCallback(async (again = false): Promise<void> => {
    // One request at a time, in order: a later one always carries the later state.
    while (sending.current) await sending.current;
    if (!armed.current || (!again && sent.current === edits.current)) return;
    const count = edits.current;
    const work = (async () => {
      setStatus({ kind: 'saving' });
      try {
        const draft = await latest.current.read();
        if (!armed.current) return;
        const stored = await putAutosave(slot, draft);
        sent.current = Math.max(sent.current, count);
        if (sent.current === edits.current) removeLocal(slot);
        if (armed.current) setStatus({ kind: 'saved', at: stored.savedAt });
      } catch {
        if (armed.current) setStatus({ kind: 'failed' });
      }
    })();
    sending.current = work;
    await work;
    sending.current = null;
  }, [slot]);

  const changed = useCallback(() => {
    // Edits are counted from the start; they are sent once autosaving is armed.
    edits.current += 1;
    if (!armed.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
  }, [send]);

  // A hidden tab may be closed next, and a closing one runs no timers: send what is unsent now.
  useEffect(() => {
    const flush = (closing: boolean) => {
      if (!armed.current || sent.current === edits.current || flushed.current === edits.current) {
        return;
      }
      clearTimeout(timer.current);
      flushed.current = edits.current;
      const draft = latest.current.readNow();
      const count = edits.current;
      writeLocal(slot, draft);
      if (new Blob([JSON.stringify(draft)]).size <= KEEPALIVE_BYTES) {
        putAutosave(slot, draft, true)
          .then((stored) => {
            sent.current = Math.max(sent.current, count);
            // An ordinary request still under way may land after this one with an older state:
            // the local copy then stays, to be sent again.
            if (sent.current === edits.current && !sending.current) removeLocal(slot);
            if (armed.current) setStatus({ kind: 'saved', at: stored.savedAt });
          })
          .catch(() => undefined);
      } else if (!closing) {
        // Too big for keepalive, but a hidden tab still runs: send it the ordinary way. A
        // closing one leaves the local copy for the next visit.
        void send();
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        flush(false);
      } else if (armed.current && sent.current !== edits.current) {
        // Back again with edits the hidden tab could not send: the usual pause, then send.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
      }
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [slot, send]);

  const stop = useCallback(() => {
    armed.current = false;
    clearTimeout(timer.current);
    removeLocal(slot);
  }, [slot]);

  /**
   * Starts autosaving once the offer of an earlier draft is answered: with `restoredAt` the dialog
   * now holds that draft (nothing to send), otherwise edits made meanwhile go out after the pause.
   */
  const arm = useCallback(
    (restoredAt?: string) => {
      armed.current = true;
      if (restoredAt) {
        sent.current = edits.current;
        setStatus({ kind: 'saved', at: restoredAt });
      } else if (sent.current !== edits.current) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
      }
    },
    [send],
  );

  /** Stops and removes the draft, here and on the server (best effort). */
  const discard = useCallback(() => {
    stop();
    deleteAutosave(slot).catch(() => undefined);
  }, [stop, slot]);

  // A closed dialog sends nothing more.
  useEffect(
    () => () => {
      armed.current = false;
      clearTimeout(timer.current);
    },
    [],
  );

  /** Stores the dialog's state as the draft now, sent before or not. */
  const keep = useCallback(() => send(true), [send]);

  return { status, changed, arm, stop, discard, keep };
}
