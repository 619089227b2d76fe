import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { CaseStudyPage } from '../features/case-study/components/case-study-page';
import { HomePage } from '../features/public-home/components/home-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { NotFoundPage } from '../components/not-found-page';
import { StringsProvider } from '../lib/strings';
import { PageLanguageProvider } from '../lib/page-language';
import { PublicDataProvider, type PublicData } from './public-data';
import { ScrollToTop } from './scroll-to-top';

interface AppProps {
  /** The public pages' data. */
  data: PublicData;
  /** What `/admin` shows: the browser's lazily loaded admin area; the server renders no admin
   * page, so it has none. */
  admin?: ReactNode;
}

/**
 * The site: the public pages, which the server renders (`render.tsx`) and the browser hydrates
 * (`start.tsx`), and the admin area under `/admin`.
 */
export function App({ data, admin }: AppProps) {
  return (
    <PublicDataProvider value={data}>
      <StringsProvider value={data.strings}>
      <PageLanguageProvider value={data.language}>
        <ScrollToTop />
        <Switch>
          {/* The page's language's addresses, as the server listed them: `/` and
              `/case-studies/…` for the default, `/de/` and `/de/case-studies/…` for another. */}
          <Route path={data.home} component={HomePage} />
          <Route path={`${data.caseStudies}:slug`}>
            {(params) => <CaseStudyPage key={params.slug} slug={params.slug} />}
          </Route>
          <Route path={`${data.home}contact`}>{() => <ContactPage />}</Route>
          <Route path={`${data.home}contact/thanks`}>{() => <ContactPage thanks />}</Route>
          <Route path="/admin" nest>
            {admin}
          </Route>
          <Route>
            <NotFoundPage home={data.home} feed={data.language?.feed} owner={data.owner} />
          </Route>
        </Switch>
      </PageLanguageProvider>
      </StringsProvider>
    </PublicDataProvider>
  );
}
