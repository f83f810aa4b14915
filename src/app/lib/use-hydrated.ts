// False in the server's HTML and during hydration, true from the first render after it: for a component whose
// scripted form differs from what the page shows without JavaScript.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
