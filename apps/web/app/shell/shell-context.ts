import { createContext } from "react-router";
import type { Shell } from "./types.ts";

/** Set by the root shell middleware once per request; loaders and actions read it. */
export const shellContext = createContext<Shell>();
