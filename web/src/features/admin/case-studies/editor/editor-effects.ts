import type EditorJS from '@editorjs/editorjs';
import { type RefObject, useEffect, useState } from 'react';

type Holder = RefObject<HTMLDivElement | null>;

/**
 * Escape in one of the editor's menus (block picker, block settings, inline toolbar) closes that
 * menu, as it does anywhere else, instead of asking to close the whole dialog: the dialog
 * listens on the document in the capture phase, so the editor's own handler would come too late.
 */
export function useEscapeClosesMenus(holder: Holder, editor: RefObject<Promise<EditorJS | null>>) {
  useEffect(() => {
    const element = holder.current;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      // A menu opened with the mouse leaves the focus outside the editor: look for an open menu,
      // wherever the key was pressed.
      if (event.key !== 'Escape' || !element?.querySelector('.ce-popover--opened')) return;
      event.stopPropagation();
      event.preventDefault();
      void editor.current.then((running) => {
        if (!running) return;
        running.toolbar.close();
        running.inlineToolbar.close();
        running.caret.setToBlock(running.blocks.getCurrentBlockIndex(), 'end');
      });
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [holder, editor]);
}

/**
 * On a narrow screen Editor.js puts the block buttons at the foot of the block, over the next
 * block's first line; editor.css moves them into the gutter, where they line up with the top of
 * their block: the block's height (the foot Editor.js aimed at) tells how far up that is.
 */
export function useToolbarBesideBlock(holder: Holder) {
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const placed = new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof HTMLElement) || !target.classList.contains('ce-toolbar')) continue;
        const foot = parseFloat(target.style.top);
        const block = [...element.querySelectorAll<HTMLElement>('.ce-block')].find(
          (candidate) => Math.floor(candidate.offsetTop + candidate.offsetHeight) === foot,
        );
        const height = block ? `${block.offsetHeight}px` : '0px';
        // Setting the same value again would be a change of the style to observe, and so on.
        if (target.style.getPropertyValue('--cs-block-height') !== height) {
          target.style.setProperty('--cs-block-height', height);
        }
      }
    });
    placed.observe(element, { subtree: true, attributeFilter: ['style'] });
    return () => placed.disconnect();
  }, [holder]);
}

/**
 * Editor.js's hover hints ('Click to tune', …) show in one tooltip it adds to the page body,
 * outside the dialog: they repeat for the mouse what the buttons do, so screen readers skip them.
 */
export function useHiddenHints() {
  useEffect(() => {
    const hide = () =>
      document
        .querySelectorAll('.ct:not([aria-hidden])')
        .forEach((tip) => tip.setAttribute('aria-hidden', 'true'));
    hide();
    const tips = new MutationObserver(hide);
    tips.observe(document.body, { childList: true });
    return () => tips.disconnect();
  }, []);
}

/**
 * Editor.js tools report failures (an image that would not upload, a link without a preview) in
 * a notifier on the page body, outside the dialog and in no live region: the notice returned
 * repeats them in the dialog so screen readers announce them too.
 */
export function useRepeatedNotices() {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    const announce = (node: Node | null) => {
      if (node instanceof HTMLElement && node.classList.contains('cdx-notify')) {
        setNotice(node.textContent ?? '');
      }
    };
    const notices = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(announce);
    });
    const watch = (box: Element | null) => {
      if (!box) return false;
      notices.observe(box, { childList: true });
      return true;
    };
    // The notifier's box is added to the page with its first message already inside.
    const body = new MutationObserver(() => {
      const box = document.querySelector('.cdx-notifies');
      if (!watch(box)) return;
      body.disconnect();
      announce(box!.lastChild);
    });
    if (!watch(document.querySelector('.cdx-notifies'))) {
      body.observe(document.body, { childList: true });
    }
    return () => {
      notices.disconnect();
      body.disconnect();
    };
  }, []);
  return notice;
}
