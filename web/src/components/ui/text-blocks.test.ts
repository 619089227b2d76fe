import { describe, expect, it } from 'vitest';
import type { Token } from '../../lib/core';
import { textBlocks } from './text-blocks';

const text = (value: string): Token => ({ type: 'text', text: value });
const br: Token = { type: 'lineBreak' };
const bullet: Token = { type: 'bullet', text: '- ' };

describe('textBlocks', () => {
  it('keeps a text without list items as one run of lines', () => {
    expect(textBlocks([text('a'), br, text('b')])).toEqual([{ kind: 'lines', tokens: [text('a'), br, text('b')] }]);
    expect(textBlocks([])).toEqual([{ kind: 'lines', tokens: [] }]);
  });

  it('groups consecutive list items into one list between the other lines', () => {
    expect(textBlocks([text('Led:'), br, bullet, text('one'), br, bullet, text('two'), br, text('After')])).toEqual([
      { kind: 'lines', tokens: [text('Led:')] },
      { kind: 'list', items: [[text('one')], [text('two')]] },
      { kind: 'lines', tokens: [text('After')] },
    ]);
  });

  it('drops the empty line a trailing line break leaves after a list', () => {
    expect(textBlocks([bullet, text('one'), br])).toEqual([{ kind: 'list', items: [[text('one')]] }]);
  });
});
