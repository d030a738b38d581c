import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useUser } from "../../shell/use-user.ts";
import { announceCartChange, browserStorage } from "./cart-browser-store.ts";
import type { MergeResult } from "./cart-merge.server.ts";
import { claimMerge, forgetLines, linesToMerge, releaseMerge } from "./cart-storage.ts";

export const CART_MERGE_PATH = "/cart/merge";

/**
 * Spec §1: a visitor's browser cart is merged into the server's cart at login, once. Whatever the
 * way in (login, registration, Google, autologin), the first page a logged-in player sees with a
 * browser cart posts its lines; when the answer comes the merged lines leave the browser. The post
 * revalidates the page, so the line list and the cart show them.
 */
export function CartMerge() {
  const userId = useUser()?.id ?? null;
  const fetcher = useFetcher<MergeResult>({ key: "cart-merge" });
  const sent = useRef<string[] | null>(null);
  const { submit } = fetcher;

  useEffect(() => {
    const storage = browserStorage();
    if (!userId || !storage) return;
    const { ids, lines } = linesToMerge(storage, Date.now());
    if (lines.length === 0 || !claimMerge(storage, Date.now())) return;
    sent.current = ids;
    void submit({ lines }, { method: "post", action: CART_MERGE_PATH, encType: "application/json" });
  }, [userId, submit]);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    const storage = browserStorage();
    if (!answer || !storage || !sent.current) return;
    // A refused line (its draw closed meanwhile) is gone too: it could never be bought.
    if (answer.ok) forgetLines(storage, sent.current);
    sent.current = null;
    // A failed merge keeps the lines and the lock: the next page after the lock's time tries again.
    if (answer.ok) releaseMerge(storage);
    announceCartChange();
  }, [answer]);
  return null;
}
