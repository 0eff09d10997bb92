import type { WishItem } from '@app/protocol/cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { confirmDialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useRemoveWish, useUpdateWishTarget } from '../api/wish-list';
import styles from '../wish.module.css';

const itemUrl = (id: string) => `/item-detail?id=${encodeURIComponent(id)}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** One wish: product, current price, target (editable), reached badge, remove. */
export function WishRow({ item }: { item: WishItem }) {
  const { t } = useTranslation('screens');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const update = useUpdateWishTarget();
  const remove = useRemoveWish();
  const p = item.product;
  const value = Number(draft);
  const invalid = draft.trim() !== '' && !(value > 0);

  const save = (targetPrice: number | null) =>
    update.mutate({ productId: p.id, targetPrice }, { onSuccess: () => (setEditing(false), toast.success(t('wish.saved'))) });

  async function onRemove() {
    const ok = await confirmDialog({
      content: t('wish.removeConfirm', { title: p.title }),
      confirmText: t('wish.remove'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(p.id, { onSuccess: () => toast.success(t('wish.removed')) });
  }

  return (
    <li className={styles.row} data-testid="wish-row" data-product-id={p.id}>
      <img className={styles.thumb} src={p.image} alt="" width={72} height={72} />
      <div>
        <Link className={styles.name} to={itemUrl(p.id)} data-track="gw_wish_open">
          {p.title}
        </Link>
        <div className={styles.meta}>
          <span className={styles.now}>{t('common.yuan', { value: p.price })}</span>
          <span data-testid="wish-target">
            {item.target_price === null ? t('wish.noTarget') : t('wish.target', { value: item.target_price })}
          </span>
          {item.target_price !== null ? (
            <span
              className={`${styles.badge} ${item.reached ? styles.reached : styles.pending}`}
              data-testid="wish-reached"
              data-reached={item.reached}
            >
              {item.reached ? t('wish.reached') : t('wish.notReached', { value: round2(p.price - item.target_price) })}
            </span>
          ) : null}
        </div>
        {editing ? (
          <form
            className={styles.actions}
            onSubmit={(e) => {
              e.preventDefault();
              if (!invalid) save(draft.trim() === '' ? null : value);
            }}
          >
            <label className={styles.label} htmlFor={`target-${p.id}`}>
              {t('wish.targetInput')}
            </label>
            <input
              id={`target-${p.id}`}
              className={styles.input}
              inputMode="decimal"
              value={draft}
              aria-invalid={invalid}
              aria-describedby={invalid ? `target-${p.id}-error` : undefined}
              onChange={(e) => setDraft(e.target.value)}
              data-testid="wish-target-input"
            />
            <button
              type="submit"
              className={`${styles.primary} ${styles.small}`}
              disabled={invalid || update.isPending}
              data-testid="wish-target-save"
            >
              {t('common.save')}
            </button>
            <button type="button" className={`${styles.secondary} ${styles.small}`} onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
            {invalid ? (
              <p id={`target-${p.id}-error`} className={styles.error} role="alert">
                {t('wish.invalidTarget')}
              </p>
            ) : null}
          </form>
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${styles.secondary} ${styles.small}`}
              onClick={() => (setDraft(item.target_price === null ? '' : String(item.target_price)), setEditing(true))}
              data-track="gw_wish_edit"
              data-testid="wish-edit"
            >
              {t(item.target_price === null ? 'wish.setTarget' : 'wish.editTarget')}
            </button>
            {item.target_price !== null ? (
              <button type="button" className={`${styles.secondary} ${styles.small}`} onClick={() => save(null)}>
                {t('wish.clearTarget')}
              </button>
            ) : null}
            <button
              type="button"
              className={`${styles.secondary} ${styles.small} ${styles.danger}`}
              onClick={() => void onRemove()}
              data-track="gw_wish_remove"
              data-testid="wish-remove"
            >
              {t('wish.remove')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
