import type { Token } from '../../lib/core';

/** A run of a text's lines: ordinary lines (with their line breaks), or a list's items. */
export type TextBlock = { kind: 'lines'; tokens: Token[] } | { kind: 'list'; items: Token[][] };

/**
 * folio-core's tokens laid out in blocks: the lines it marked as list items (each starts with a
 * `bullet` token) grouped into lists, the other lines kept together with their line breaks. This
 * only lays out what core decided; it reads no mark itself.
 */
export function textBlocks(tokens: Token[]): TextBlock[] {
  const lines: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'lineBreak') lines.push([]);
    else lines[lines.length - 1]!.push(token);
  }
  const blocks: TextBlock[] = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (line[0]?.type === 'bullet') {
      const item = line.slice(1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (last?.kind === 'lines') {
      last.tokens.push({ type: 'lineBreak' }, ...line);
    } else {
      blocks.push({ kind: 'lines', tokens: line });
    }
  }
  // A text's lines before or after a list that are empty were only its line breaks.
  return blocks.filter((block) => block.kind === 'list' || block.tokens.length > 0 || blocks.length === 1);
}
