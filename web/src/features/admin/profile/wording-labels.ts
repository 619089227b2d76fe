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

/** Each group's texts, in the order the admin lists them: a key's English words and where a visitor
 * meets it. */
const TEXTS: Record<WordingGroup, Record<string, [label: string, where: string]>> = {
  [HOME]: {
    tabExperiences: ['Work Experience', 'The first tab of your home page.'],
    tabEducation: ['Education', 'The second tab of your home page.'],
    tabPlayground: ['Playground', 'The tab listing your case studies.'],
    tabsLabel: ['Portfolio', `${READER} as the name of the home page's tabs.`],
    filterAll: ['All', 'The filter showing every experience.'],
    filterTools: ['By Tools', 'The filter grouping experiences by tool.'],
    filterIndustries: ['By Industries', 'The filter grouping experiences by industry.'],
    filtersLabel: ['Filter experiences', `${READER} as the name of the filters.`],
    loading: ['Loading...', 'Shown while a list loads.'],
    pagerLabel: ['Pages', `${READER} as the name of the links between a long list's pages.`],
    previousPage: ['Previous', "The link to a long list's page before."],
    nextPage: ['Next', "The link to a long list's page after."],
    pageOf: ['Page {page} of {pages}', 'Between those links: which page shows.'],
  },
  [WORK]: {
    present: ['Present', "The end of a current job's dates."],
    noExperiences: ['No experiences added yet.', 'Work Experience with no experiences.'],
    failedExperiences: ['Failed to fetch experiences', 'Work Experience when it cannot load.'],
    experienceListLabel: ['Work experience', `${READER} as the name of the list of jobs.`],
    accomplishments: ['Accomplishments', "The heading of a job's accomplishments."],
    toolsLabel: ['Tools', `${READER} as the name of a job's tools.`],
    showMore: ['Show more', 'Opens a long text in full.'],
    showLess: ['Show less', 'Shortens it again.'],
    noUsage: ['No specific usage details', 'By Tools, for a tool without a usage note.'],
  },
  [EDUCATION]: {
    loadingEducation: ['Loading education', `${READER} while Education loads.`],
    failedEducation: ['Failed to fetch education', 'Education when it cannot load.'],
    noCaseStudies: ['No case studies available yet.', 'Playground with no case studies.'],
    failedCaseStudies: ['Failed to fetch case studies', 'Playground when it cannot load.'],
    caseStudyBadge: ['Case Study', 'The badge on each Playground card.'],
    featuredBadge: ['Featured', 'The badge on a featured case study.'],
    recently: ['Recently', 'A case study card without a date.'],
    readTime: ['5 min read', 'The reading time on a case study card.'],
    tryAgain: ['Try again', 'The button after a list failed to load.'],
  },
  [CASE_STUDY]: {
    loadingCaseStudy: ['Loading case study...', 'Shown while a case study loads.'],
    backToPortfolio: ['Back to Portfolio', 'The way back at the foot of a case study.'],
    backLabel: ['Back', `${READER} for the way back at the top of a case study.`],
    backToPortfolioLabel: ['Back to portfolio', `${READER} for the way back at its foot.`],
    tagsLabel: ['Tags', `${READER} as the name of a case study's tags.`],
    nextCaseStudy: ['Next case study', 'The link to the next case study.'],
    contactHeading: ['Want to talk about this work?', 'The heading of the contact block under a case study.'],
    contactText: ['Questions about this case study…', 'The text of the contact block.'],
    contactEmail: ['Email {address}', "The contact block's button for your email address."],
    contactAuthor: ['Contact {author}', "The contact block's button for your contact page."],
    caseStudyOnlyIn: ['This case study is only available in {language}.', "Above a case study whose content is not translated into the page's language."],
    caseStudyOnlyInOther: ['This case study is only available in another language ({language}).', "The same note when Folio has no name for your default language in the page's language."],
  },
  [NOT_FOUND]: {
    caseStudyNotFound: ['Case Study Not Found', 'The title at an unknown case study address.'],
    caseStudyNotFoundMessage: ["The case study you're looking for doesn't exist.", 'Its message.'],
    pageNotFound: ['Page Not Found', 'The title at an unknown address.'],
    pageNotFoundMessage: ["The page you're looking for doesn't exist.", 'Its message.'],
    goBack: ['Go Back', 'The button on the not-found pages.'],
  },
  [FOOTER]: {
    rssFeed: ['RSS feed', "The footer's link to your feed."],
    contact: ['Contact', "The footer's link to your contact."],
    languagesLabel: ['Language', `${READER} as the name of the language switcher.`],
    languageSuggestion: ['Read this page in {language}', 'The line suggesting a visitor their own language.'],
    dismissSuggestion: ['Dismiss', 'Closes that line.'],
    untranslated: ['Not translated: {language}', "The quiet mark on a text shown in your default language on another language's page (read aloud, and shown on hover)."],
    setupNotice: ['This portfolio is not set up yet…', 'A new install\'s notice, before the admin account exists.'],
    setupLink: ['Create your admin account', "That notice's link."],
  },
};

export const WORDING_LABELS: Record<string, WordingLabel> = Object.fromEntries(
  Object.entries(TEXTS).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, [label, where]]) => [key, { label, where, group: group as WordingGroup }]),
  ),
);

/** A counted text's English words and where it appears. */
export const COUNTED_LABELS: Record<string, { label: string; where: string }> = {
  experiences: { label: '3 experiences', where: 'The count under each By Tools and By Industries group.' },
};

/** What the admin calls a text: its English words and where it appears, or its own words. */
export function wordingLabel(key: string, text: string): WordingLabel {
  return WORDING_LABELS[key] ?? { label: text, where: '', group: FOOTER };
}
