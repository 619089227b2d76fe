// @editorjs/marker and @editorjs/link ship no type declarations; both are inline or block tool
// classes that Editor.js constructs itself, so the editor's own constructor type describes them.
declare module '@editorjs/marker' {
  import type { InlineToolConstructable } from '@editorjs/editorjs';

  const Marker: InlineToolConstructable;
  export default Marker;
}

declare module '@editorjs/link' {
  import type { BlockToolConstructable } from '@editorjs/editorjs';

  const LinkTool: BlockToolConstructable;
  export default LinkTool;
}
