// What markup each block tool's data may hold (issue 21), and the cleaning of stored data with it
// before a tool draws it. Editor.js applies a tool's `sanitize` rules only when it saves or
// pastes; the text tools draw their stored data through `innerHTML`, so without a cleaning first
// any HTML in a stored document (which the API keeps as sent) would become live elements in the
// admin's page, held back by the Content-Security-Policy alone.
import type {
  API,
  BlockToolConstructorOptions,
  SanitizerConfig,
  ToolConstructable,
} from '@editorjs/editorjs';

/** The schemes folio-core's renderer keeps on a link (`core/src/blocks/render.rs`). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a link's address is one the public page keeps. The browser's own URL parser reads it,
 * so a tab or an entity inside `javascript:` does not hide the scheme.
 */
function keepsHref(href: string | null): boolean {
  if (href === null) return false;
  try {
    return LINK_SCHEMES.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * The inline markup the editor's tools make, and only that: bold and italic (Editor.js's own
 * tools, `strong` and `em` from pasted text), links, inline code, the marker and line breaks; no
 * attribute but a link's address and the two tools' classes, as folio-core's renderer keeps them.
 * A link whose address is not http(s) or mailto is unwrapped to its text. Every other element is unwrapped too (`script` and
 * `style` dropped with their content), so its text stays and nothing of it runs.
 */
export const INLINE_MARKUP: SanitizerConfig = {
  b: {},
  strong: {},
  i: {},
  em: {},
  br: {},
  a: (element) => keepsHref(element.getAttribute('href')) && { href: true },
  code: { class: 'inline-code' },
  mark: { class: 'cdx-marker' },
};

// The pieces of a tag as the HTML tokenizer reads them: `<` and its name; the white space and
// slashes before each attribute; an attribute's name, then `=` and a quoted or unquoted value, if
// it has one (a quote never closed runs to the end, as it does for the parser).
const TAG_NAME = /<\/?[a-zA-Z][^\t\n\f\r />]*/y;
const BETWEEN = /[\t\n\f\r /]*/y;
const ATTRIBUTE = /([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"?|'[^']*'?|[^\t\n\f\r >]*))?/y;

/**
 * `html` without the event handler attributes (`on…`) of its tags, read as the HTML tokenizer
 * reads them. This is not the sanitiser (Editor.js's is): Chromium reports a CSP violation, and
 * logs an error, for every handler attribute it parses, even into an inert document where the
 * handler can never run, so they go before any parser sees them. Markup the editor saved holds
 * none and passes unchanged; a handler this reading misses (in a comment, or in a `<textarea>`)
 * still never runs, and costs only that report.
 */
export function withoutHandlers(html: string): string {
  let out = '';
  let at = 0;
  for (let open = html.indexOf('<'); open >= 0; open = html.indexOf('<', at)) {
    TAG_NAME.lastIndex = open;
    const name = TAG_NAME.exec(html);
    out += html.slice(at, open);
    at = open + 1;
    if (!name) {
      out += '<';
      continue;
    }
    out += name[0];
    at = TAG_NAME.lastIndex;
    for (;;) {
      BETWEEN.lastIndex = at;
      const between = BETWEEN.exec(html)![0];
      out += between;
      at += between.length;
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) break;
      if (!/^on/i.test(attribute[1]!)) out += attribute[0];
      at = ATTRIBUTE.lastIndex;
    }
  }
  return out + html.slice(at);
}

/**
 * A block tool's rules, one per field of its data: the inline markup the field may hold, or
 * `true` for a field that is plain data and never drawn as HTML (a URL, a number, a link
 * preview's text), which stays exactly as stored. A field not named has all its tags stripped,
 * as Editor.js does.
 */
export type FieldRules = Record<string, SanitizerConfig | boolean>;

/** A block's field rules, one field's tags, or keep (`true`) or strip (`false`) every tag. */
type Rule = FieldRules | SanitizerConfig | boolean;

/**
 * `value` cleaned by `rule` as Editor.js cleans the data it saves (its `sanitizeBlocks`): a string
 * through the rule's tags (none for `false`, untouched for `true`), arrays item by item, objects
 * field by field under the field's own rule where the rule names one, else under the same rule.
 */
function clean(value: unknown, rule: Rule, sanitizer: API['sanitizer']): unknown {
  if (typeof value === 'string') {
    if (rule === true) return value;
    return sanitizer.clean(withoutHandlers(value), rule === false ? {} : (rule as SanitizerConfig));
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, rule, sanitizer));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const own: unknown = typeof rule === 'object' ? rule[key] : undefined;
      const field = typeof own === 'boolean' || (typeof own === 'object' && own !== null) ? (own as Rule) : rule;
      return [key, clean(item, field, sanitizer)];
    }),
  );
}

type BlockToolClass = new (options: BlockToolConstructorOptions) => object;

/**
 * `Tool` with `rules` as its `sanitize` config (which Editor.js reads from the class only, not
 * from the tool's settings), so what the owner saves or pastes is cleaned by them; and with its
 * stored data cleaned by the same rules, through Editor.js's own sanitiser, before the tool sees
 * it, so nothing a stored document holds beyond them ever reaches the page.
 */
export function sanitized(Tool: unknown, rules: FieldRules): ToolConstructable {
  const Base = Tool as BlockToolClass;
  class Sanitized extends Base {
    static get sanitize(): FieldRules {
      return rules;
    }

    constructor(options: BlockToolConstructorOptions) {
      super({ ...options, data: clean(options.data, rules, options.api.sanitizer) });
    }
  }
  return Sanitized as unknown as ToolConstructable;
}
