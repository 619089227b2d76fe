import { usePageLanguage } from '../../lib/page-language';

interface UntranslatedMarkProps {
  /** The text's language when it is the default's standing in for the page's (its `lang`). */
  lang?: string;
}

/**
 * Issue 40 point 3: the quiet mark on a text shown in the default language's words, so a visitor
 * sees what is not translated. It shows the default's code (`EN`) and is named in the page's words
 * (`Nicht übersetzt: Englisch`); both come from the server (folio-core's
 * `translations::untranslated`, in the page's language data). Nothing on a text in the page's
 * own language, nor on a one-language site.
 */
export function UntranslatedMark({ lang }: UntranslatedMarkProps) {
  const language = usePageLanguage();
  const mark = language?.untranslated;
  if (!lang || !mark) return null;
  return (
    <span className="untranslated-mark" lang={language.tag} title={mark.label}>
      <span aria-hidden="true">{mark.text}</span>
      <span className="sr-only">{mark.label}</span>
    </span>
  );
}
