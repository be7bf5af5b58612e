import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False during the server render and hydration, true afterwards: controls that only work with
 * JavaScript (disabled-until-valid buttons, share, print) switch on here, never before.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
