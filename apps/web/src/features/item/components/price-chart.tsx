import { useRef, useState, type KeyboardEvent } from 'react';
import type { PriceHistory } from '@app/protocol/item';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import styles from '../item.module.css';
import { dateTickIndexes, nearestIndex, priceTicks, shortDay } from './chart-axes';
import { chartGeometry } from './chart-geometry';

const BOX = { width: 640, height: 220, padX: 12, padY: 16 };
const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/**
 * The 180-day price history as an SVG line, with the lowest, average and current price marked,
 * a price and a date axis, and a tooltip with the day's date and price where the pointer is
 * (hover, tap, or ← → once focused). Axis labels are HTML over the SVG, so they keep their size
 * however wide the chart is drawn.
 */
export function PriceChart({ history }: { history: PriceHistory }) {
  const { t } = useTranslation('screens');
  const plot = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const g = chartGeometry(history, BOX);
  const { points } = history;
  const label = t('item.chartLabel', {
    start: history.start_day,
    end: history.end_day,
    lowest: history.lowest,
    lowestDay: history.lowest_day,
    average: history.average,
    current: history.current,
  });

  const pointAt = (e: { clientX: number }) => {
    const rect = plot.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setActive(nearestIndex(((e.clientX - rect.left) / rect.width) * BOX.width, points.length, BOX));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (e.key === 'Escape') return setActive(null);
    if (!step) return;
    e.preventDefault();
    setActive((i) => Math.min(points.length - 1, Math.max(0, (i ?? points.length - 1) + (i === null ? 0 : step))));
  };
  const point = active === null ? null : points[active];

  return (
    <figure className={styles.card} data-testid="price-chart">
      <h2 className={styles.h2}>{t('item.historyTitle')}</h2>
      <div className={styles.chartFrame}>
        <div
          ref={plot}
          className={styles.plot}
          tabIndex={0}
          role="group"
          aria-label={t('item.chartHint')}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onClick={pointAt}
          onPointerLeave={(e) => e.pointerType === 'mouse' && setActive(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(null)}
          data-testid="price-plot"
        >
          <svg className={styles.chart} viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={label}>
            {priceTicks(g.min, g.max).map((v) => (
              <line key={v} className={styles.gridLine} x1={BOX.padX} x2={BOX.width - BOX.padX} y1={g.yOf(v)} y2={g.yOf(v)} />
            ))}
            <line className={styles.avgLine} x1={BOX.padX} x2={BOX.width - BOX.padX} y1={g.averageY} y2={g.averageY} />
            <path className={styles.line} d={g.line} data-testid="price-line" data-points={points.length} />
            {g.markers.map((m) => (
              <circle
                key={m.kind}
                className={styles[`marker_${m.kind}`]}
                cx={m.x}
                cy={m.y}
                r={5}
                data-testid={`marker-${m.kind}`}
                data-value={m.value}
              />
            ))}
            {point && active !== null ? (
              <g className={styles.cursor}>
                <line x1={g.xOf(active)} x2={g.xOf(active)} y1={BOX.padY / 2} y2={BOX.height - BOX.padY / 2} />
                <circle cx={g.xOf(active)} cy={g.yOf(point.price)} r={5} />
              </g>
            ) : null}
          </svg>
          <div aria-hidden="true" data-testid="price-axis">
            {priceTicks(g.min, g.max).map((v) => (
              <span key={v} className={styles.yTick} style={{ top: pct(g.yOf(v), BOX.height) }}>
                {v}
              </span>
            ))}
          </div>
          <div aria-hidden="true" data-testid="date-axis">
            {dateTickIndexes(points.length).map((i, n, all) => (
              <span
                key={i}
                className={styles.xTick}
                data-edge={n === 0 ? 'start' : n === all.length - 1 ? 'end' : undefined}
                style={{ left: pct(g.xOf(i), BOX.width) }}
              >
                {shortDay(points[i]!.date)}
              </span>
            ))}
          </div>
          {point && active !== null ? (
            <p
              className={styles.tooltip}
              role="status"
              data-testid="price-tooltip"
              data-side={g.xOf(active) > BOX.width / 2 ? 'left' : 'right'}
              style={{ left: pct(g.xOf(active), BOX.width), top: pct(g.yOf(point.price), BOX.height) }}
            >
              {t('item.chartTip', { date: point.date, price: point.price })}
            </p>
          ) : null}
        </div>
      </div>
      <figcaption>
        <ul className={styles.legend}>
          <li className={styles.legend_lowest} data-testid="legend-lowest">
            {t('item.lowest', { value: history.lowest })} · {history.lowest_day}
          </li>
          <li className={styles.legend_average} data-testid="legend-average">
            {t('item.average', { value: history.average })}
          </li>
          <li className={styles.legend_current} data-testid="legend-current">
            {t('item.current', { value: history.current })} · {t(`item.trend_${history.trend}`)}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
