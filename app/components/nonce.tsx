import { createContext, useContext } from "react";

// The per-request Content-Security-Policy nonce, handed from entry.server to <Scripts>.
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
