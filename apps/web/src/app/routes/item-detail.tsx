import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { ItemPage } from '@/features/item/components/item-page';
import { useTracking } from '@/features/tracking/use-tracking';

/** /item-detail?id= (title 商品详情). */
export function Component() {
  const [search] = useSearchParams();
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <ItemPage id={search.get('id') ?? ''} />;
}
