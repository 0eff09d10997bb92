import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import '@/lib/strings/screens';
import { paths } from '@/config/paths';
import { ItemPage } from '@/features/item/components/item-page';
import styles from './pages.module.css';

/**
 * /share/:token/item?id= (title 商品详情): a product a shared conversation shows, read-only, for
 * anyone with the link and no login; back leads to the conversation.
 */
export function Component() {
  const { t } = useTranslation('screens');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <>
      <Link className={styles.backLink} to={paths.shareAt(token)} data-testid="back-to-share">
        {t('item.shared.backToShare')}
      </Link>
      <ItemPage id={search.get('id') ?? ''} shareToken={token} />
    </>
  );
}
