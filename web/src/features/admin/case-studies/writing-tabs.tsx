import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import type { ShownTranslation } from './writer-settings';
import { TranslationWriting } from './translation-writing';
import type { useTranslations } from './use-translations';
import type { WritingLanguages } from './use-writing-languages';

type Translations = ReturnType<typeof useTranslations>;

interface WritingTabsProps {
  languages: WritingLanguages;
  translations: Translations;
  /** The default language's title, shown beside each other language's. */
  sourceTitle: string;
  /** The default language's content as the editor last read it. */
  sourceContent: () => string;
  /** The texts the server refused, by field. */
  errors: Record<string, string>;
  /** The default language's writing. */
  children: ReactNode;
}

/** Issue 25: the writing column of a site in several languages, a tab per language. */
export function WritingTabs({ languages, translations, sourceTitle, sourceContent, errors, children }: WritingTabsProps) {
  const { languages: tags, source, others, language, visited, showLanguage } = languages;
  return (
    <Tabs.Root value={language} onValueChange={showLanguage} className="translation-tabs">
      <Tabs.List className="tab-list translation-tab-list" aria-label="Language">
        {tags.map((tag) => (
          <Tabs.Trigger key={tag} value={tag} className="tab-trigger">
            {tag === source ? `${tag} (default)` : tag}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Mounted while hidden, so the form's fields keep their checks and the editor its document. */}
      <Tabs.Content value={source} forceMount className="translation-panel">
        {children}
      </Tabs.Content>
      {others.map((tag) => (
        <Tabs.Content
          key={tag}
          value={tag}
          // Set up when first shown, then kept (with its editor) while another is.
          forceMount={visited.has(tag) || undefined}
          className="translation-panel"
        >
          <TranslationWriting
            key={translations.editorSeed(tag).key}
            language={tag}
            source={source}
            title={translations.textsIn(tag).title}
            onTitle={(text) => translations.setTitle(tag, text)}
            sourceTitle={sourceTitle}
            sourceContent={sourceContent}
            editorRef={translations.editorRef(tag)}
            editorContent={translations.editorSeed(tag).content}
            onEditorChange={(typed) => translations.editorChanged(tag, typed)}
            onEditorReady={() => void translations.editorReady(tag)}
            errors={errors}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The settings of the language shown, when it is not the default: its texts replace the default's. */
export function shownTranslation(
  { language, source }: Pick<WritingLanguages, 'language' | 'source'>,
  translations: Translations,
  errors: Record<string, string>,
): ShownTranslation | undefined {
  if (language === source) return undefined;
  return {
    language,
    source,
    texts: translations.textsIn(language),
    onSlug: (slug) => translations.setSlug(language, slug),
    onEdit: (patch) => translations.edit(language, patch),
    errors,
  };
}
