import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { toast } from '@/lib/toast';
import { useAddWish } from '../api/add-wish';
import styles from '../item.module.css';

/** Add to the wish list with an optional target price; says so when it is already there. */
export function WishForm({ productId, wish }: { productId: string; wish: { target_price: number | null } | null }) {
  const { t } = useTranslation('screens');
  const [target, setTarget] = useState('');
  const add = useAddWish(productId);
  if (wish)
    return (
      <p className={styles.muted} data-testid="in-wish">
        {t('item.inWish')}
        {wish.target_price !== null ? ` · ${t('wish.target', { value: wish.target_price })}` : ''}
      </p>
    );
  const value = target.trim() === '' ? null : Number(target);
  const invalid = value !== null && !(value > 0);
  return (
    <form
      className={styles.actions}
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        add.mutate(value, { onSuccess: () => toast.success(t('item.added')) });
      }}
    >
      <label className={styles.label} htmlFor="wish-target">
        {t('item.targetLabel')}
      </label>
      <input
        id="wish-target"
        className={styles.input}
        inputMode="decimal"
        value={target}
        aria-invalid={invalid}
        onChange={(e) => setTarget(e.target.value)}
        data-testid="item-target"
      />
      <button
        type="submit"
        className={styles.primary}
        disabled={add.isPending || invalid}
        data-track="gw_wish_add"
        data-track-throttle="1000"
        data-track-payload={JSON.stringify({ product_id: productId })}
        data-testid="add-wish"
      >
        {t('item.addWish')}
      </button>
    </form>
  );
}
