// Starts Editor.js in a holder element. Loaded with `import()` when a case study dialog opens, so
// neither Editor.js nor its tools weigh on the admin list.
import EditorJS, { type EditorConfig, type LogLevels, type OutputData } from '@editorjs/editorjs';
import { caseStudyTools, paragraphTool } from './tools';
import './editor.css';

export interface EditorSetup {
  holder: HTMLElement;
  /** The saved document, or undefined to start empty. */
  data?: OutputData;
  onChange: () => void;
}

/**
 * Starts the full editor; if that fails, a paragraph-only editor (spec §4). The fallback gets
 * the same document: Editor.js keeps blocks of tools it lacks as stubs and saves them back
 * unchanged, so falling back loses nothing.
 */
export async function createEditor(setup: EditorSetup): Promise<EditorJS> {
  try {
    return await start(setup, caseStudyTools());
  } catch {
    setup.holder.replaceChildren();
    return start(setup, { paragraph: paragraphTool });
  }
}

async function start(
  { holder, data, onChange }: EditorSetup,
  tools: EditorConfig['tools'],
): Promise<EditorJS> {
  const editor = new EditorJS({
    holder,
    tools,
    data,
    defaultBlock: 'paragraph',
    placeholder: 'Start writing, or type / to choose a block',
    minHeight: 80,
    // Editor.js logs its own progress as info; only real problems belong in the console.
    logLevel: 'ERROR' as LogLevels,
    onChange: () => onChange(),
  });
  await editor.isReady;
  return editor;
}
