import { useId } from 'react';
import { VisuallyHidden } from '@registrar/shared-ui';
import styles from './bar-chart.module.css';

export interface BarDatum {
  /** YYYY-MM-DD. */
  date: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  data: readonly BarDatum[];
  /** How a value reads (a count, or naira). */
  format: (value: number) => string;
  /** The column heading of the values in the table version. */
  valueLabel: string;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;
const shortDay = (date: string) => {
  const [, month, day] = date.split('-');
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${months[Number(month) - 1] ?? ''} ${String(Number(day))}`;
};

/**
 * Bars per day, hand-drawn in SVG (no chart library in the bundle). The SVG is one image with a
 * summary for screen readers; the exact figures are in a table under a disclosure.
 */
export function BarChart({ title, data, format, valueLabel }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce<BarDatum | null>(
    (best, d) => (!best || d.value > best.value ? d : best),
    null,
  );
  const barWidth = WIDTH / Math.max(1, data.length);
  const first = data[0];
  const last = data.at(-1);
  const summary =
    first && last
      ? `${title}, ${shortDay(first.date)} to ${shortDay(last.date)}: ${format(total)} in all` +
        (peak && peak.value > 0
          ? `; highest ${format(peak.value)} on ${shortDay(peak.date)}.`
          : '.')
      : `${title}: no data.`;

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title} <span className={styles.total}>({format(total)})</span>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT + 20)}`}
        role="img"
        aria-label={summary}
      >
        <line className={styles.axis} x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        {data.map((d, index) => {
          const height = (d.value / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.date}
              className={styles.bar}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - GAP)}
              height={height}
            >
              <title>{`${shortDay(d.date)}: ${format(d.value)}`}</title>
            </rect>
          );
        })}
        {first && (
          <text className={styles.tick} x={0} y={HEIGHT + 16}>
            {shortDay(first.date)}
          </text>
        )}
        {last && (
          <text className={styles.tick} x={WIDTH} y={HEIGHT + 16} textAnchor="end">
            {shortDay(last.date)}
          </text>
        )}
      </svg>
      <details className={styles.details}>
        <summary>Show the figures as a table</summary>
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={`${title}: figures`}
        >
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{title}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{shortDay(d.date)}</time>
                  </th>
                  <td>{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
