// A link block whose preview failed (issue 40): the block says so where the owner is looking,
// and offers to keep the address as a plain link, which the public page then shows as a normal
// link (folio-core renders a link block with nothing to preview so). A stored block with an
// empty preview opens in that form too, instead of an empty address field.
import { isPlainLink } from '../../../../lib/core';
import './link-fallback.css';

/** The parts of @editorjs/link 2.6's instance this file uses (check them on an upgrade). */
export interface LinkToolNodes {
  data: { link: string; meta: Record<string, unknown> };
  nodes: { container: HTMLElement | null; inputHolder: HTMLElement | null };
}

/** Whether a link and its preview have something to show: folio-core's rule, which the public
 * page's render follows too. */
export function hasPreview(link: string, meta: Record<string, unknown> | undefined): boolean {
  return !isPlainLink({ type: 'linkTool', data: { link, meta: meta ?? {} } });
}

/** The block as a plain link: its address as text (the editor's block is not a link that
 * navigates away), and what the public page does with it. */
export function plainLinkView(link: string): HTMLElement {
  const view = document.createElement('div');
  view.className = 'link-tool__plain';
  const address = document.createElement('span');
  address.className = 'link-tool__plain-address';
  address.textContent = link;
  const note = document.createElement('span');
  note.className = 'link-tool__plain-note';
  note.textContent = 'Kept as a plain link: the page shows the address as a normal link.';
  view.append(address, note);
  return view;
}

/** Says in the block that the preview of its link failed (`reason`), with a button that keeps
 * the address as a plain link. */
export function offerPlainLink(tool: LinkToolNodes, reason: string): void {
  const holder = tool.nodes.inputHolder;
  const container = tool.nodes.container;
  if (!holder || !container) return;
  container.querySelector('.link-tool__failed')?.remove();
  const failed = document.createElement('div');
  failed.className = 'link-tool__failed';
  failed.setAttribute('role', 'status');
  const message = document.createElement('p');
  message.textContent = `The preview failed: ${reason}`;
  const keep = document.createElement('button');
  keep.type = 'button';
  keep.className = 'link-tool__keep';
  keep.textContent = 'Keep as a plain link';
  keep.addEventListener('click', () => {
    tool.data = { link: tool.data.link, meta: {} };
    failed.remove();
    holder.replaceWith(plainLinkView(tool.data.link));
  });
  failed.append(message, keep);
  container.append(failed);
}
