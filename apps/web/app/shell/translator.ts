import { type TranslateParams, translate } from "@platform/contracts/client";
import type { Shell } from "./types.ts";

export type Translator = (key: string, params?: TranslateParams) => string;

/** `t` for server code (actions) that answers in the request's language. */
export function translatorFor(shell: Pick<Shell, "dictionary">): Translator {
  return (key, params) => translate(shell.dictionary, key, params);
}
