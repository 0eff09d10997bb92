import { partOf, type AnswerPartType } from '@app/protocol/answer';
import { useTranslation } from 'react-i18next';
import type { RobotMessage } from '../model';
import type { PartProps } from './part-props';
import styles from './parts.module.css';

/** Placeholders shown at most: a phone's screen holds about this many cards. */
const MAX_PLACEHOLDERS = 3;

/** The parts that are cards: once one arrived, no placeholders. */
const CARD_PARTS: ReadonlySet<AnswerPartType> = new Set<AnswerPartType>([
  'products',
  'comparison',
  'wish-select',
  'wish',
  'flights',
]);
const hasCards = (m: RobotMessage): boolean => m.parts.some((p) => CARD_PARTS.has(p.type));
const foundProducts = (m: RobotMessage): number | undefined => partOf(m.parts, 'search')?.result.products.length;

/**
 * Cards are on their way (spec: `cards_load`): the status says the cards are being loaded, or the
 * search found products that the answer has not shown yet.
 */
export const cardsPending = (m: RobotMessage): boolean =>
  !hasCards(m) && (m.status === 'searching_product_card' || (foundProducts(m) ?? 0) > 0);

/** How many placeholders stand in: as many as the products found, up to a screenful. */
export const placeholderCount = (m: RobotMessage): number =>
  Math.min(MAX_PLACEHOLDERS, Math.max(1, foundProducts(m) ?? MAX_PLACEHOLDERS));

/** Skeleton product cards where the cards will go, shaped like them (picture, title, price, mall). */
export function CardsPendingPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  return (
    <div className={styles.cards} role="status" aria-label={t('products.loading')} data-testid="cards-pending">
      <ul aria-hidden="true">
        {Array.from({ length: placeholderCount(message) }, (_, i) => (
          <li key={i} className={`${styles.card} ${styles.cardSkeleton}`} data-testid="card-skeleton">
            <span className={styles.cardLink}>
              <span className={styles.cardImage} />
              <span className={styles.cardBody}>
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLine} data-size="short" />
                <span className={styles.skeletonLine} data-size="price" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
