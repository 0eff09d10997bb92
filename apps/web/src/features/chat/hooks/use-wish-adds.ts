import { useState } from 'react';
import { useAddWishes, type WishRequest } from '../api/add-wishes';

/** Adding products to the wish list from one chat part: what is on the list now, and the last failure. */
export function useWishAdds() {
  const mutation = useAddWishes();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const add = (requests: WishRequest[]) => {
    if (!requests.length) return;
    setError(null);
    mutation.mutate(requests, {
      onSuccess: (outcome) => {
        setAdded((prev) => new Set([...prev, ...outcome.added]));
        setError(outcome.error);
      },
    });
  };
  return { added, error, pending: mutation.isPending, add };
}
