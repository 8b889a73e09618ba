import type { CodeListings } from '@/core/algorithms/types';

/**
 * A family's listings, loaded on first use (they stay out of the page's first chunks): one loader per
 * key, the same function each time, so a code panel loads a listing once and keeps it across renders.
 */
export function listingLoader<Key extends string>(
  load: (key: Key) => Promise<CodeListings>,
): (key: Key) => () => Promise<CodeListings> {
  const loaders = new Map<Key, () => Promise<CodeListings>>();
  return (key) => {
    let loader = loaders.get(key);
    if (loader === undefined) {
      let loading: Promise<CodeListings> | null = null;
      loader = () => {
        // A failed load is tried again the next time the listing is asked for.
        loading ??= load(key).catch((error: unknown) => {
          loading = null;
          throw error;
        });
        return loading;
      };
      loaders.set(key, loader);
    }
    return loader;
  };
}
