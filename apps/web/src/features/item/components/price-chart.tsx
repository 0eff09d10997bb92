import type { PriceHistory } from '@app/protocol/pages';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import styles from '../item.module.css';
import { chartGeometry } from './chart-geometry';

const BOX = { width: 640, height: 220, padX: 12, padY: 16 };

/** The 180-day price history as an SVG line, with the lowest, average and current price marked. */
export function PriceChart({ history }: { history: PriceHistory }) {
  const { t } = useTranslation('screens');
  const g = chartGeometry(history, BOX);
  const label = t('item.chartLabel', {
    start: history.start_day,
    end: history.end_day,
    lowest: history.lowest,
    lowestDay: history.lowest_day,
    average: history.average,
    current: history.current,
  });
  return (
    <figure className={styles.card} data-testid="price-chart">
      <h2 className={styles.h2}>{t('item.historyTitle')}</h2>
      <svg className={styles.chart} viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={label}>
        <line className={styles.avgLine} x1={BOX.padX} x2={BOX.width - BOX.padX} y1={g.averageY} y2={g.averageY} />
        <path className={styles.line} d={g.line} data-testid="price-line" data-points={history.points.length} />
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
      </svg>
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
