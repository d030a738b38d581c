import { createContext } from "react-router";

/**
 * How server-side loaders reach the API. Standalone, the web server sends real HTTP to API_URL;
 * in the single-port platform process it hands the Request to the API in-process (no socket).
 * Either way loaders see one function: Request in, Response out.
 */
export type ApiTransport = (request: Request) => Promise<Response>;

export const apiTransportContext = createContext<ApiTransport>();

/** The base URL requests are addressed to; the in-process transport ignores the host. */
export const API_BASE = "http://api.internal";
