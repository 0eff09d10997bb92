import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { toast } from '@/lib/toast';
import { useAddWish } from '../api/add-wish';
import styles from '../item.module.css';
import { checkTargetPrice } from '../target-price';

interface WishFormProps {
  productId: string;
  /** The current price: a target must be below it. */
  price: number;
  wish: { target_price: number | null } | null;
}

/**
 * Add to the wish list with an optional target price, checked as it is typed (a positive number
 * below the current price) with the reason shown under the field; says so when already there.
 */
export function WishForm({ productId, price, wish }: WishFormProps) {
  const { t } = useTranslation('screens');
  const [target, setTarget] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const add = useAddWish(productId);
  if (wish)
    return (
      <p className={styles.muted} data-testid="in-wish">
        {t('item.inWish')}
        {wish.target_price !== null ? ` · ${t('wish.target', { value: wish.target_price })}` : ''}
      </p>
    );
  const check = checkTargetPrice(target, price);
  const errorId = 'wish-target-error';
  return (
    <form
      className={styles.wishForm}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!check.ok) return input.current?.focus();
        add.mutate(check.value, { onSuccess: () => toast.success(t('item.added')) });
      }}
    >
      <div className={styles.actions}>
        <label className={styles.label} htmlFor="wish-target">
          {t('item.targetLabel')}
        </label>
        <input
          ref={input}
          id="wish-target"
          className={styles.input}
          inputMode="decimal"
          value={target}
          placeholder={t('item.targetPlaceholder', { value: price })}
          aria-invalid={!check.ok}
          aria-describedby={check.ok ? undefined : errorId}
          onChange={(e) => setTarget(e.target.value)}
          data-testid="item-target"
        />
        <button
          type="submit"
          className={styles.primary}
          disabled={add.isPending}
          data-track="gw_wish_add"
          data-track-throttle="1000"
          data-track-payload={JSON.stringify({ product_id: productId })}
          data-testid="add-wish"
        >
          {t('item.addWish')}
        </button>
      </div>
      {check.ok ? null : (
        <p id={errorId} className={styles.fieldError} role="alert" data-testid="item-target-error">
          {t(`item.targetError.${check.error}`, { value: price })}
        </p>
      )}
    </form>
  );
}
