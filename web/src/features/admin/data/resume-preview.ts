// What the JSON Resume import shows before anything is stored: a file read by folio-core's rule
// (through WASM) into the default language, or into another of the site's languages.
import type { CaseStudy, Education, StoredExperience } from '../../../lib/api-schema';
import type {
  Choice,
  Choices,
  ImportCompleter,
  ResumeImport as Imported,
  LinkLabeller,
  ResumeImporter,
  TranslationImport,
} from '../../../lib/core';

/** The site's entries a file is compared with, as the admin lists give them. */
export interface Stored {
  experiences: StoredExperience[];
  education: Education[];
  caseStudies: CaseStudy[];
}

/**
 * A file read and mapped: its text (read again with each choice), its document (sent on
 * confirmation), the entries it was compared with, and what it will do with the choices made.
 */
export interface Preview {
  fileName: string;
  text: string;
  document: unknown;
  existing: Parameters<ResumeImporter>[1];
  stored: Stored;
  choices: Required<Choices>;
  result: Imported;
  read: ResumeImporter;
  /** folio-core's completion of the file with the owner's words for its incomplete entries. */
  complete: ImportCompleter;
  /** folio-core's labels of links as the public site shows them. */
  labels: LinkLabeller;
}

/** What the owner wrote for a work entry without its description or accomplishments, and chose. */
export interface Written {
  description: string;
  accomplishments: string;
  choice: Choice;
}

/** A file read into another language of the site: what it fills, and the rows it was compared with. */
export interface TranslationPreview {
  fileName: string;
  document: unknown;
  language: string;
  stored: Stored;
  result: TranslationImport;
}
