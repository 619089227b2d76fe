// The case study editor's tools (spec §2 "Case studies tab", §9 "Editor defaults"). The keys are
// the block types folio-core's document model reads and the server renders, so they are part of
// the stored content format: never rename one.
import type { ToolConstructable, ToolSettings } from '@editorjs/editorjs';
import Code from '@editorjs/code';
import Delimiter from '@editorjs/delimiter';
import Header from '@editorjs/header';
import ImageTool from '@editorjs/image';
import InlineCode from '@editorjs/inline-code';
import LinkTool from '@editorjs/link';
import List from '@editorjs/list';
import Marker from '@editorjs/marker';
import Paragraph from '@editorjs/paragraph';
import Quote from '@editorjs/quote';
import { isImageUrl, limits } from '../../../../lib/core';
import { fetchLinkPreview } from '../api/link-preview-api';
import { uploadImage, uploadImageByUrl } from '../../lib/api/upload-image-api';
import { mayUpload, uploadFailed } from '../../lib/upload-image';
import { INLINE_MARKUP, sanitized } from './sanitize';
import { hasPreview, type LinkToolNodes, offerPlainLink, plainLinkView } from './link-fallback';

/**
 * A pattern whose verdict is folio-core's `isImageUrl` (spec §5 "Pasted image URLs"). Editor.js
 * only takes RegExp instances for paste patterns and calls `exec`, so the rule stays in core
 * instead of being copied into a regular expression here.
 */
class CoreImageUrlPattern extends RegExp {
  constructor() {
    super('^[\\s\\S]*$');
  }

  override exec(text: string): RegExpExecArray | null {
    return isImageUrl(text) ? super.exec(text) : null;
  }
}

/** What Editor.js gives the image tool; the package declares it without exporting it. */
type ImageToolOptions = ConstructorParameters<typeof ImageTool>[0];
type ImageConfig = NonNullable<ImageToolOptions['config']>;
type ImageUploader = Required<NonNullable<ImageConfig['uploader']>>;

/**
 * The one part of the tool's private UI module that `ImageBlock` wraps (as of @editorjs/image
 * 2.10, the version the lock file pins; check it again on an upgrade).
 */
interface ImageToolInternals {
  ui: { showPreloader(src: string): void };
}

/** The answer the image tool expects from an uploader. */
const uploaded = (url: string) => ({ success: 1, file: { url } });

/**
 * The image tool's uploads go through the featured image's calls, so the owner gets the same
 * toasts from both: folio-core's verdict before anything is sent, 'Session Expired' when the
 * session has ended, the server's reason for any other refusal. The tool's own endpoints would
 * only ever show its one 'Couldn’t upload image' line, whatever went wrong. Rejecting still lets
 * the tool show that line (spec §8) and return the block to empty.
 */
const imageUploader: ImageUploader = {
  async uploadByFile(file: Blob) {
    if (!mayUpload(file)) throw new Error('Refused before sending.');
    try {
      return uploaded(await uploadImage(file));
    } catch (failure) {
      uploadFailed(failure);
      throw failure;
    }
  },
  async uploadByUrl(url: string) {
    try {
      return uploaded(await uploadImageByUrl(url));
    } catch (failure) {
      uploadFailed(failure);
      throw failure;
    }
  },
};

/** What the image tool saves: its own data, plus the picture's alt text (issue 12). */
type ImageBlockData = ReturnType<ImageTool['save']> & { alt?: string };

/**
 * The image tool, with pasted URLs recognised by folio-core's rule and an alt text of the
 * picture's own (issue 12): a field under the caption, saved in the block's data as `alt`, which
 * the server renders as the picture's `alt` (folio-core bounds it; empty means decoration).
 */
class ImageBlock extends ImageTool {
  private readonly altInput: HTMLInputElement;
  private readonly altField: HTMLLabelElement;

  /**
   * The tool shows a picked or dropped file as the block's preview once it has read the file, and
   * nothing orders that after the upload's end: a refusal that comes first (folio-core refuses a
   * 6 MB file at once) empties the block, then the preview puts it back to "uploading" with a
   * spinner that never ends. So each block notes when its file upload ended, and a file preview
   * arriving after that is not shown.
   */
  constructor(options: ImageToolOptions) {
    let preview: 'none' | 'due' | 'late' = 'none';
    const given = options.config?.uploader;
    const uploadByFile = given?.uploadByFile;
    const uploader = given && {
      ...given,
      uploadByFile:
        uploadByFile &&
        ((file: Blob) => {
          preview = 'due';
          return uploadByFile(file).finally(() => {
            if (preview === 'due') preview = 'late';
          });
        }),
    };
    super({ ...options, config: { endpoints: {}, ...options.config, uploader } });
    const ui = (this as unknown as ImageToolInternals).ui;
    const show = ui.showPreloader.bind(ui);
    ui.showPreloader = (src: string) => {
      // File previews are data: URLs; a pasted address shows itself before its upload starts.
      const late = preview === 'late' && src.startsWith('data:');
      preview = 'none';
      if (!late) show(src);
    };
    const saved = (options.data as Partial<ImageBlockData> | undefined)?.alt;
    this.altInput = Object.assign(document.createElement('input'), {
      type: 'text',
      className: 'cdx-input',
      placeholder: 'What the image shows; empty if it is decoration',
      maxLength: limits.altText,
      value: typeof saved === 'string' ? saved : '',
      readOnly: options.readOnly ?? false,
    });
    this.altField = document.createElement('label');
    this.altField.className = 'image-tool__alt';
    const name = document.createElement('span');
    name.textContent = 'Alt text';
    this.altField.append(name, this.altInput);
    this.altInput.addEventListener('keydown', (event) => {
      // Enter would make Editor.js start a new block; the field is one line.
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
      }
    });
    this.altInput.addEventListener('input', () => options.block?.dispatchChange());
  }

  static override get pasteConfig() {
    return { ...ImageTool.pasteConfig, patterns: { image: new CoreImageUrlPattern() } };
  }

  /**
   * The tool draws its picture without an alt attribute, which screen readers then announce by
   * file name. The picture gets the alt text as typed (empty while there is none: the caption
   * under it is then its text), now, whenever the tool draws a new one (after an upload) and as
   * the owner types.
   */
  override render(): HTMLDivElement {
    const element = super.render();
    const describe = () => {
      for (const image of element.querySelectorAll('img')) {
        // The attribute, not the property: a missing alt reads as '' through `image.alt`.
        const alt = this.altInput.value;
        if (image.getAttribute('alt') !== alt) image.setAttribute('alt', alt);
      }
    };
    describe();
    new MutationObserver(describe).observe(element, { childList: true, subtree: true });
    this.altInput.addEventListener('input', describe);
    element.append(this.altField);
    return element;
  }

  override save(): ImageBlockData {
    const alt = this.altInput.value.trim();
    return alt ? { ...super.save(), alt } : super.save();
  }
}

/** The parts of @editorjs/link 2.6's class that `LinkBlock` uses (check them on an upgrade). */
interface LinkToolInternals extends LinkToolNodes {
  api: { i18n: { t(text: string): string } };
  showProgress(): void;
  onFetch(answer: unknown): void;
  fetchingFailed(message: string): void;
}

const LinkToolClass = LinkTool as unknown as new (...args: never[]) => object;

/**
 * The link tool, saying why a preview failed. The tool's own request treats any refusal as a
 * network failure and shows only "Couldn't fetch the link data", although the server's answer
 * says what went wrong (the name does not resolve, the address is refused, the page is too
 * large); here that reason follows the spec's words.
 */
class LinkBlock extends LinkToolClass {
  async fetchLinkData(link: string) {
    const tool = this as unknown as LinkToolInternals;
    tool.showProgress();
    tool.data = { link, meta: {} };
    tool.nodes.container?.querySelector('.link-tool__failed')?.remove();
    const answer = await fetchLinkPreview(link);
    if (answer.ok) {
      const { preview } = answer;
      if (preview.success && hasPreview(link, preview.meta as Record<string, unknown> | undefined)) {
        return tool.onFetch(preview);
      }
      // Failed, or a page with nothing to preview: a card of it would be an empty box.
      tool.fetchingFailed(tool.api.i18n.t("Couldn't get this link data, try the other one"));
      const why = preview.success ? 'the page has no title, description or image.' : preview.message;
      return offerPlainLink(tool, why || 'the page could not be read.');
    }
    // No answer at all: the spec's line alone.
    const failed = tool.api.i18n.t("Couldn't fetch the link data");
    tool.fetchingFailed(answer.reason ? `${failed}: ${answer.reason}` : failed);
    offerPlainLink(tool, answer.reason || 'the server could not be reached.');
  }

  /**
   * Issue 40: in the editor a preview is a block to select (and then move or delete), not a link
   * that takes the owner away from the article: a click or Enter on it selects it and opens
   * nothing (the public page links it as before). A stored link without a preview opens as the
   * plain link it is.
   */
  render(): HTMLElement {
    const tool = this as unknown as LinkToolInternals;
    const draw = (LinkToolClass.prototype as unknown as { render(this: unknown): HTMLElement }).render;
    const element = draw.call(this);
    if (tool.data.link && !hasPreview(tool.data.link, tool.data.meta)) {
      tool.nodes.inputHolder?.replaceWith(plainLinkView(tool.data.link));
    }
    const stay = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    };
    element.addEventListener('click', stay);
    element.addEventListener('auxclick', stay);
    return element;
  }
}

// Some tools' own declarations do not line up with Editor.js's constructor type, though they
// are the classes Editor.js expects; this states that once.
const tool = (constructable: unknown) => constructable as ToolConstructable;

/**
 * Each block tool with the markup its data may hold (issue 21; `sanitize.ts` says why the stored
 * data is cleaned too): text the owner writes holds the inline markup alone; what is never drawn
 * as HTML (code in a text area, a URL, a number, a link preview's title and description, which
 * the tool shows as text) is kept exactly, since an HTML cleaning would turn `&` into `&amp;`.
 */
export const paragraphTool: ToolSettings = {
  class: sanitized(Paragraph, { text: INLINE_MARKUP }),
  inlineToolbar: true,
};

/** Every tool of the case study editor, under the keys of the stored document. */
export function caseStudyTools(): Record<string, ToolSettings> {
  return {
    header: {
      class: sanitized(Header, { text: INLINE_MARKUP, level: true }),
      inlineToolbar: true,
      config: { placeholder: 'Heading', levels: [1, 2, 3, 4], defaultLevel: 2 },
    },
    paragraph: paragraphTool,
    list: {
      // Items (and their nested items) hold their text in `content`; `meta` is a start number, a
      // counter type and a checked flag.
      class: sanitized(List, { style: false, meta: true, items: INLINE_MARKUP }),
      inlineToolbar: true,
      config: {
        // @editorjs/list 2.x: its `checklist` style is the checklist block.
        defaultStyle: 'unordered',
        counterTypes: ['numeric', 'lower-roman', 'upper-roman', 'lower-alpha', 'upper-alpha'],
      },
    },
    quote: {
      class: sanitized(Quote, { text: INLINE_MARKUP, caption: INLINE_MARKUP, alignment: false }),
      inlineToolbar: true,
      config: {
        quotePlaceholder: 'Enter a quote',
        captionPlaceholder: 'Enter a caption',
        defaultAlignment: 'left',
      },
    },
    code: { class: sanitized(Code, { code: true }), config: { placeholder: 'Enter a code' } },
    delimiter: { class: tool(Delimiter) },
    // Their own `sanitize` getters already keep only `code.inline-code` and `mark.cdx-marker`.
    inlineCode: { class: tool(InlineCode), shortcut: 'CMD+SHIFT+C' },
    marker: { class: tool(Marker), shortcut: 'CMD+SHIFT+M' },
    image: {
      class: sanitized(ImageBlock, { caption: INLINE_MARKUP, file: true, alt: true }),
      config: {
        // The uploader makes the calls, so the tool's own endpoints stay unused.
        endpoints: {},
        uploader: imageUploader,
        types: 'image/*',
        captionPlaceholder: 'Caption',
      } satisfies ImageConfig,
    },
    linkTool: {
      class: sanitized(LinkBlock, { link: true, meta: true }),
      config: { endpoint: '/api/fetch-url' },
    },
  };
}
