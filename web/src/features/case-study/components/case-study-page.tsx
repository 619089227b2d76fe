import { useState } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { FeaturedImage } from '../../../components/ui/featured-image';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShownDay } from '../../../lib/use-shown-date';
import { usePublicData, useRead } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { caseStudyRead } from '../api/case-study';
import { SiteFooter } from '../../../components/ui/site-footer';
import { CaseStudyContact } from './case-study-contact';
import { CaseStudyBody } from './case-study-body';
import { CaseStudyNotFound } from './case-study-not-found';
import { NextStudy } from './next-study';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';

interface CaseStudyPageProps {
  slug: string;
}

/** Spec §2 Case study page; any load error shows Not Found (§8). */
export function CaseStudyPage({ slug }: CaseStudyPageProps) {
  const read = useRead(caseStudyRead(slug));
  // Back to the tab and filter the visitor came from, when they came from the home.
  const store = usePublicData();
  const strings = useStrings();
  const [back] = useState(() => store.homeHref());
  const caseStudy = read.status === 'success' ? read.data : undefined;
  // The owner's date (by default the day it was created), in the page's language's words when
  // the server wrote it.
  const shown = useShownDay(caseStudy?.date, caseStudy?.dateLabel);
  // The title folio-core gave the page on the server.
  useDocumentTitle(caseStudy?.pageTitle);

  if (read.status === 'pending') {
    return (
      <main className="page page--article">
        <p className="state" role="status">{strings.loadingCaseStudy}</p>
      </main>
    );
  }
  // `null`: the server's answer for this page said there is no such published case study.
  if (!caseStudy) return <CaseStudyNotFound />;
  // Issue 25 goal 4: a text shown in the default language's words carries that language's tag.
  const lang = (field: string) =>
    caseStudy.fallbacks?.fields.includes(field) ? caseStudy.fallbacks.lang : undefined;

  return (
    <main className="page page--article">
      {/* Each language's own address of this case study; a language that does not publish it
          links its home. */}
      <LanguageSwitcher language={store.language}
        hrefIn={(language) => caseStudy.addresses?.[language.tag] ?? language.views[0] ?? '/'} />
      <nav className="article-nav" aria-label={strings.backLabel}>
        <BackLink label={strings.backToPortfolio} href={back} />
      </nav>
      <article className="article">
        {caseStudy.featuredImage && (
          // The first thing a visitor sees of the article: fetched first, never lazily.
          <FeaturedImage className="article-image" src={caseStudy.featuredImage}
            image={caseStudy.image} alt={caseStudy.featuredImageAlt} fallback={[1200, 630]}
            fetchPriority="high" />
        )}
        <header className="article-header">
          <h1 className="article-title" lang={lang('title')}>
            {caseStudy.title}<UntranslatedMark lang={lang('title')} />
          </h1>
          <p className="article-description" lang={lang('description')}>
            {caseStudy.description}<UntranslatedMark lang={lang('description')} />
          </p>
          <div className="article-meta">
            {shown && <time dateTime={caseStudy.date}>{shown}</time>}
            {caseStudy.tags.length > 0 && (
              <ul className="badge-list" aria-label={strings.tagsLabel} lang={lang('tags')}>
                {caseStudy.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {caseStudy.fallbacks?.note && (
            // Issue 40: an article only in the default language says so, in the page's words.
            <p className="untranslated-note" role="note">{caseStudy.fallbacks.note}</p>
          )}
        </header>
        <CaseStudyBody html={caseStudy.contentHtml} lang={lang('content')} />
        {caseStudy.contact && (
          <CaseStudyContact author={caseStudy.author} contact={caseStudy.contact} />
        )}
        <NextStudy next={caseStudy.next} />
      </article>
      <nav className="article-nav article-nav--bottom" aria-label={strings.backToPortfolioLabel}>
        <BackLink label={strings.backToPortfolio} href={back} />
      </nav>
      <SiteFooter name={caseStudy.author} nameLang={caseStudy.authorLang} contact={caseStudy.contact}
        feed={store.language?.feed} />
    </main>
  );
}
