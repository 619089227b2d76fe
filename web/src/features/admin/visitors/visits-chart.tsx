import type { PeriodCount } from '../../../lib/api-schema';

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 8, right: 4, bottom: 4, left: 4 };

/** The highest value the axis shows: `max` rounded up to 1, 2 or 5 times a power of ten. */
function ceiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Visitors and views per period as an SVG drawn here (no chart library): a bar per period for
 * its views, and a line for its visitors. The figures are in the table below it too. */
export function VisitsChart({ periods }: { periods: PeriodCount[] }) {
  const top = ceiling(Math.max(1, ...periods.map((period) => period.views)));
  const inner = { w: WIDTH - PAD.left - PAD.right, h: HEIGHT - PAD.top - PAD.bottom };
  const slot = inner.w / Math.max(1, periods.length);
  const y = (value: number) => PAD.top + inner.h - (value / top) * inner.h;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const line = periods.map((period, index) => `${x(index)},${y(period.visitors)}`).join(' ');
  const views = periods.reduce((sum, period) => sum + period.views, 0);
  const visitors = periods.reduce((sum, period) => sum + period.visitors, 0);
  const first = periods[0]?.period ?? '';
  const last = periods.at(-1)?.period ?? '';
  return (
    <figure className="visits-figure">
      <p className="visits-axis">Up to {top} views a {periods.length > 31 ? 'period' : 'day'}</p>
      <svg
        className="visits-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Views and visitors from ${first} to ${last}: ${views} views, ${visitors} visitors`}
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line className="visits-grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
          </g>
        ))}
        {periods.map((period, index) => (
          <rect
            key={period.period}
            className="visits-bar"
            x={x(index) - Math.max(1, slot * 0.35)}
            width={Math.max(2, slot * 0.7)}
            y={y(period.views)}
            height={PAD.top + inner.h - y(period.views)}
          >
            <title>{`${period.period}: ${period.views} views, ${period.visitors} visitors`}</title>
          </rect>
        ))}
        <polyline className="visits-line" points={line} />
      </svg>
      <p className="visits-axis visits-axis--dates" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </p>
    </figure>
  );
}
