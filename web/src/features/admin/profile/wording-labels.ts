// What each text of the site's wording shows and where (issue 40 point 5): the admin names a
// wording field by its English words and says where a visitor meets it, never by its key. The
// keys are folio-core's `MessageKey`s; a key this list does not know yet is named by its text.

/** Where on the public site a group of texts appears. */
export const WORDING_GROUPS = [
  'Home page tabs and filters',
  'Work experience',
  'Education and Playground',
  'Case study pages',
  'Not-found pages',
  'Footer, languages and set-up',
] as const;

export type WordingGroup = (typeof WORDING_GROUPS)[number];

export interface WordingLabel {
  /** The English words the text shows. */
  label: string;
  /** Where a visitor meets it. */
  where: string;
  group: WordingGroup;
}

const READER = 'Read aloud by screen readers';

const [HOME, WORK, EDUCATION, CASE_STUDY, NOT_FOUND, FOOTER] = WORDING_GROUPS;

export const WORDING_LABELS: Record<string, WordingLabel> = {
  tabExperiences: { label: 'Work Experience', where: 'The first tab of your home page.', group: HOME },
  tabEducation: { label: 'Education', where: 'The second tab of your home page.', group: HOME },
  tabPlayground: { label: 'Playground', where: 'The tab listing your case studies.', group: HOME },
  tabsLabel: { label: 'Portfolio', where: `${READER} as the name of the home page's tabs.`, group: HOME },
  filterAll: { label: 'All', where: 'The filter showing every experience.', group: HOME },
  filterTools: { label: 'By Tools', where: 'The filter grouping experiences by tool.', group: HOME },
  filterIndustries: { label: 'By Industries', where: 'The filter grouping experiences by industry.', group: HOME },
  filtersLabel: { label: 'Filter experiences', where: `${READER} as the name of the filters.`, group: HOME },
  loading: { label: 'Loading...', where: 'Shown while a list loads.', group: HOME },
  present: { label: 'Present', where: "The end of a current job's dates.", group: WORK },
  noExperiences: { label: 'No experiences added yet.', where: 'Work Experience with no experiences.', group: WORK },
  failedExperiences: { label: 'Failed to fetch experiences', where: 'Work Experience when it cannot load.', group: WORK },
  experienceListLabel: { label: 'Work experience', where: `${READER} as the name of the list of jobs.`, group: WORK },
  accomplishments: { label: 'Accomplishments', where: "The heading of a job's accomplishments.", group: WORK },
  toolsLabel: { label: 'Tools', where: `${READER} as the name of a job's tools.`, group: WORK },
  showMore: { label: 'Show more', where: 'Opens a long text in full.', group: WORK },
  showLess: { label: 'Show less', where: 'Shortens it again.', group: WORK },
  noUsage: { label: 'No specific usage details', where: 'By Tools, for a tool without a usage note.', group: WORK },
  loadingEducation: { label: 'Loading education', where: `${READER} while Education loads.`, group: EDUCATION },
  failedEducation: { label: 'Failed to fetch education', where: 'Education when it cannot load.', group: EDUCATION },
  noCaseStudies: { label: 'No case studies available yet.', where: 'Playground with no case studies.', group: EDUCATION },
  failedCaseStudies: { label: 'Failed to fetch case studies', where: 'Playground when it cannot load.', group: EDUCATION },
  caseStudyBadge: { label: 'Case Study', where: 'The badge on each Playground card.', group: EDUCATION },
  featuredBadge: { label: 'Featured', where: 'The badge on a featured case study.', group: EDUCATION },
  recently: { label: 'Recently', where: 'A case study card without a date.', group: EDUCATION },
  readTime: { label: '5 min read', where: 'The reading time on a case study card.', group: EDUCATION },
  tryAgain: { label: 'Try again', where: 'The button after a list failed to load.', group: EDUCATION },
  loadingCaseStudy: { label: 'Loading case study...', where: 'Shown while a case study loads.', group: CASE_STUDY },
  backToPortfolio: { label: 'Back to Portfolio', where: 'The way back at the foot of a case study.', group: CASE_STUDY },
  backLabel: { label: 'Back', where: `${READER} for the way back at the top of a case study.`, group: CASE_STUDY },
  backToPortfolioLabel: { label: 'Back to portfolio', where: `${READER} for the way back at its foot.`, group: CASE_STUDY },
  tagsLabel: { label: 'Tags', where: `${READER} as the name of a case study's tags.`, group: CASE_STUDY },
  nextCaseStudy: { label: 'Next case study', where: 'The link to the next case study.', group: CASE_STUDY },
  contactHeading: { label: 'Want to talk about this work?', where: 'The heading of the contact block under a case study.', group: CASE_STUDY },
  contactText: { label: 'Questions about this case study…', where: 'The text of the contact block.', group: CASE_STUDY },
  contactEmail: { label: 'Email {address}', where: "The contact block's button for your email address.", group: CASE_STUDY },
  contactAuthor: { label: 'Contact {author}', where: "The contact block's button for your contact page.", group: CASE_STUDY },
  caseStudyOnlyIn: { label: 'This case study is only available in {language}.', where: "Above a case study whose content is not translated into the page's language.", group: CASE_STUDY },
  caseStudyOnlyInOther: { label: 'This case study is only available in another language ({language}).', where: "The same note when Folio has no name for your default language in the page's language.", group: CASE_STUDY },
  caseStudyNotFound: { label: 'Case Study Not Found', where: 'The title at an unknown case study address.', group: NOT_FOUND },
  caseStudyNotFoundMessage: { label: "The case study you're looking for doesn't exist.", where: 'Its message.', group: NOT_FOUND },
  pageNotFound: { label: 'Page Not Found', where: 'The title at an unknown address.', group: NOT_FOUND },
  pageNotFoundMessage: { label: "The page you're looking for doesn't exist.", where: 'Its message.', group: NOT_FOUND },
  goBack: { label: 'Go Back', where: 'The button on the not-found pages.', group: NOT_FOUND },
  rssFeed: { label: 'RSS feed', where: "The footer's link to your feed.", group: FOOTER },
  contact: { label: 'Contact', where: "The footer's link to your contact.", group: FOOTER },
  languagesLabel: { label: 'Language', where: `${READER} as the name of the language switcher.`, group: FOOTER },
  languageSuggestion: { label: 'Read this page in {language}', where: 'The line suggesting a visitor their own language.', group: FOOTER },
  dismissSuggestion: { label: 'Dismiss', where: 'Closes that line.', group: FOOTER },
  untranslated: { label: 'Not translated: {language}', where: "The quiet mark on a text shown in your default language on another language's page (read aloud, and shown on hover).", group: FOOTER },
  setupNotice: { label: 'This portfolio is not set up yet…', where: 'A new install\'s notice, before the admin account exists.', group: FOOTER },
  setupLink: { label: 'Create your admin account', where: "That notice's link.", group: FOOTER },
};

/** A counted text's English words and where it appears. */
export const COUNTED_LABELS: Record<string, { label: string; where: string }> = {
  experiences: { label: '3 experiences', where: 'The count under each By Tools and By Industries group.' },
};

/** What the admin calls a text: its English words and where it appears, or its own words. */
export function wordingLabel(key: string, text: string): WordingLabel {
  return WORDING_LABELS[key] ?? { label: text, where: '', group: FOOTER };
}
