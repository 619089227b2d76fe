import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, LoadFailed } from '../components/query-states';
import type { VisitsReport } from '../../../lib/api-schema';
import { SPANS, type Span, csvHref, visitsQuery } from './api/visitors-api';
import { TopList, pageName } from './top-list';
import { VisitsChart } from './visits-chart';
import './visitors.css';

/** Issue 44: who reads the site, counted on the server with no cookie, no script and nothing
 * personal kept. */
export function VisitorsTab() {
  const [days, setDays] = useState<Span>(30);
  const report = useQuery(visitsQuery(days));
  return (
    <div className="visitors-tab">
      <div className="section-header">
        <h2 className="section-title">Visitors</h2>
        <div className="section-actions" role="group" aria-label="Period">
          {SPANS.map((span) => (
            <button
              key={span}
              type="button"
              className={span === days ? 'button button--primary' : 'button'}
              aria-pressed={span === days}
              onClick={() => setDays(span)}
            >
              {span} days
            </button>
          ))}
          <a className="button" href={csvHref(days)} download>
            Export CSV
          </a>
        </div>
      </div>
      <p className="field-hint">
        Counted on the server: visitors get no cookie and no script, and no address or browser is
        kept. Bots, prefetches, your own visits while signed in, and visitors asking not to be
        tracked (Do Not Track, Global Privacy Control) are not counted.
      </p>
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <LoadFailed error={report.error} retry={() => void report.refetch()} />
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}

function Report({ report }: { report: VisitsReport }) {
  const today = report.periods.find((period) => period.period === report.today);
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return (
    <>
      <section className="admin-card visits-summary" aria-label="Summary">
        <p className="visits-today" data-testid="visits-today">
          Today: {plural(today?.visitors ?? 0, 'visitor', 'visitors')},{' '}
          {plural(today?.views ?? 0, 'view', 'views')}
        </p>
        <p className="field-hint">
          Last {report.days} days: {plural(report.visitors, 'visitor', 'visitors')},{' '}
          {plural(report.views, 'view', 'views')}, {plural(report.feedFetches, 'feed fetch', 'feed fetches')},{' '}
          {plural(report.downloads, 'résumé download', 'résumé downloads')}
        </p>
        <VisitsChart periods={report.periods} />
        <p className="visits-legend field-hint">
          <span className="visits-key visits-key--bar" aria-hidden="true" /> Views{' '}
          <span className="visits-key visits-key--line" aria-hidden="true" /> Visitors
        </p>
      </section>
      <div className="visits-grid-lists">
        <TopList title="Top pages" column="Page" rows={report.pages} describe={pageName} />
        <TopList title="Referrers" column="Referrer" rows={report.referrers} />
        <TopList title="Languages" column="Language" rows={report.languages} />
        <TopList title="Devices" column="Device" rows={report.devices} />
        <TopList title="Missing pages (404)" column="Address" rows={report.missing} />
      </div>
    </>
  );
}
