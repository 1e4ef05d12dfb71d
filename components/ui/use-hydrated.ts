import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False until hydrated: a control that needs JavaScript stays disabled until then, rather than ignore a click. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
