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
import { isImageUrl } from '../../../../lib/core';

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

/** The image tool, with pasted URLs recognised by folio-core's rule. */
class ImageBlock extends ImageTool {
  static override get pasteConfig() {
    return { ...ImageTool.pasteConfig, patterns: { image: new CoreImageUrlPattern() } };
  }

  /**
   * The tool draws its picture without an alt attribute, which screen readers then announce by
   * file name. The caption under it is the picture's text, so the picture itself gets an empty
   * alt, now and whenever the tool draws a new one (after an upload).
   */
  override render(): HTMLDivElement {
    const element = super.render();
    const describe = () => {
      for (const image of element.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
    };
    describe();
    new MutationObserver(describe).observe(element, { childList: true, subtree: true });
    return element;
  }
}

// Some tools' own declarations do not line up with Editor.js's constructor type, though they
// are the classes Editor.js expects; this states that once.
const tool = (constructable: unknown) => constructable as ToolConstructable;

export const paragraphTool: ToolSettings = {
  class: tool(Paragraph),
  inlineToolbar: true,
};

/** Every tool of the case study editor, under the keys of the stored document. */
export function caseStudyTools(): Record<string, ToolSettings> {
  return {
    header: {
      class: tool(Header),
      inlineToolbar: true,
      config: { placeholder: 'Heading', levels: [1, 2, 3, 4], defaultLevel: 2 },
    },
    paragraph: paragraphTool,
    list: {
      class: tool(List),
      inlineToolbar: true,
      config: {
        // @editorjs/list 2.x: its `checklist` style is the checklist block.
        defaultStyle: 'unordered',
        counterTypes: ['numeric', 'lower-roman', 'upper-roman', 'lower-alpha', 'upper-alpha'],
      },
    },
    quote: {
      class: tool(Quote),
      inlineToolbar: true,
      config: {
        quotePlaceholder: 'Enter a quote',
        captionPlaceholder: 'Enter a caption',
        defaultAlignment: 'left',
      },
    },
    code: { class: tool(Code), config: { placeholder: 'Enter a code' } },
    delimiter: { class: tool(Delimiter) },
    inlineCode: { class: tool(InlineCode), shortcut: 'CMD+SHIFT+C' },
    marker: { class: tool(Marker), shortcut: 'CMD+SHIFT+M' },
    image: {
      class: tool(ImageBlock),
      config: {
        endpoints: { byFile: '/api/upload-image', byUrl: '/api/upload-image-by-url' },
        field: 'image',
        types: 'image/*',
        captionPlaceholder: 'Caption',
      },
    },
    linkTool: { class: tool(LinkTool), config: { endpoint: '/api/fetch-url' } },
  };
}
