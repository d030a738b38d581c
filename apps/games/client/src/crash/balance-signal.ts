/** Spec §4's id of the game popup (play/open-game.ts), repeated here so crash's script does not carry the slots'. */
const POPUP_ID = "bvpopup";

/**
 * Tells the site its player's balance changed. Spec §4: the site fetches the balance again whenever
 * an element with id `bvpopup` is removed from the page — how a slot's popup says so when it closes.
 * Crash plays in the page, with no popup to close, so after each change it adds and at once removes
 * an inert, empty element with that id: the one signal every site already listens for. When a game
 * popup is open, its own closing will do it.
 */
export function signalBalanceChange(document: Document): void {
  if (document.getElementById(POPUP_ID)) return;
  const marker = document.createElement("template");
  marker.id = POPUP_ID;
  document.body.append(marker);
  marker.remove();
}
