import { createContext, useContext } from "react";

/**
 * The render's Content-Security-Policy nonce (app/entry.server.tsx), for scripts our own
 * components render. The browser never tells it to the page, so in the browser it is empty.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
