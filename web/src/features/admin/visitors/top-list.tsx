import type { TopRow } from '../../../lib/api-schema';

/** One top list: a heading and its rows with views and visitors, or a line saying none. */
export function TopList({
  title,
  column,
  rows,
  describe = (row) => row.name,
}: {
  title: string;
  /** The first column's heading. */
  column: string;
  rows: TopRow[];
  describe?: (row: TopRow) => string;
}) {
  const id = `visits-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="admin-card visits-top" aria-labelledby={id}>
      <h3 className="visits-top-title" id={id}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="field-hint">None yet.</p>
      ) : (
        <table className="visits-table">
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">Views</th>
              <th scope="col">Visitors</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.name}|${row.language ?? ''}`}>
                <td className="visits-name">{describe(row)}</td>
                <td>{row.views}</td>
                <td>{row.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A page's name: its case study's title, else its address, with its language. */
export const pageName = (row: TopRow) => {
  const name = row.title ?? (row.name === '/' ? 'Home' : row.name);
  return row.language ? `${name} (${row.language})` : name;
};

/** A referrer's name; the "Other" past the day's bound as it is. */
export const referrerName = (row: TopRow) => row.name;
