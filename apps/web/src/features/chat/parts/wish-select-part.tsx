import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatActions, useChatStore } from '../chat-context';
import { chatSelectors } from '../store';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { ProductCardBody } from './product-card';

/** Products to pick for the wish list: tick any number, then add them (asked of the assistant). */
export function WishSelectPart({ part }: AnswerPartProps<'wish-select'>) {
  const { t } = useTranslation('conversation');
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chosen = part.cards.filter((c) => picked.has(c.id));
  const add = () => {
    if (!chosen.length) return;
    void chatActions.ask({ text: t('wishSelect.question', { names: chosen.map((c) => c.title).join('、') }) });
    setPicked(new Set());
  };

  return (
    <section className={styles.wishSelect} aria-label={t('wishSelect.heading')}>
      <p className={styles.partTitle}>{t('wishSelect.heading')}</p>
      <ul>
        {part.cards.map((card) => (
          <li key={card.id} className={styles.card} data-testid="wish-select-card">
            <label className={styles.cardLink}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={picked.has(card.id)}
                onChange={() => toggle(card.id)}
                data-testid="wish-select-checkbox"
              />
              <ProductCardBody card={card} />
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.primaryButton}
        disabled={busy || chosen.length === 0}
        onClick={add}
        data-testid="wish-select-add"
      >
        {t('wishSelect.add', { count: chosen.length })}
      </button>
    </section>
  );
}
