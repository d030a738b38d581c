import { createContext, type ReactNode, useContext } from "react";

/**
 * The CSP nonce of this response. Only the server render has one: in the browser the inline
 * scripts have already run, and browsers hide the attribute anyway.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
