// The handler pre-pass of the editor's sanitising (issue 21): event handler attributes go, as the
// HTML tokenizer reads them, and markup the editor saves passes exactly as it was.
import { describe, expect, it } from 'vitest';
import { withoutHandlers } from './sanitize';

describe('withoutHandlers', () => {
  it('keeps the markup the editor saves exactly', () => {
    const saved =
      'Plain <b>bold</b>, <i>it</i>, <a href="https://example.org/?q=a&amp;on=1 onclick=x">a link</a>, ' +
      '<code class="inline-code">a &lt;b onclick=x&gt;</code> <mark class="cdx-marker">m</mark><br>1 < 2 > 0';
    expect(withoutHandlers(saved)).toBe(saved);
  });

  it('takes out every handler attribute, however it is written', () => {
    expect(withoutHandlers('<img src="x" onerror="alert(1)">')).toBe('<img src="x" >');
    expect(withoutHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x >');
    expect(withoutHandlers('<img/onerror=alert(1)>')).toBe('<img/>');
    expect(withoutHandlers("<svg\tONLOAD = 'alert(1)' x>")).toBe('<svg\t x>');
    expect(withoutHandlers('<b title="a>b" onclick=y>t</b>')).toBe('<b title="a>b" >t</b>');
    expect(withoutHandlers('<details open ontoggle="x">d</details>')).toBe('<details open >d</details>');
    expect(withoutHandlers('<a onclick="never closed>text')).toBe('<a ');
  });
});
