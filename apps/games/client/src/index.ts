import { BvGameDetail } from "./detail/bv-game-detail.ts";
import { define } from "./element.ts";
import { BvLobby } from "./lobby/bv-lobby.ts";
import { BvGamePopup } from "./play/open-game.ts";
import { BvRound } from "./round/bv-round.ts";
import { BvVerifier } from "./verify/bv-verifier.ts";

/*
 * BVComponents: the aggregator's custom elements, loaded by the operator's site from
 * `<url>/js/BVComponents.min.js` (spec §7) and mounted on its pages.
 */
define("bv-lobby", BvLobby);
define("bv-game-detail", BvGameDetail);
define("bv-round", BvRound);
define("bv-verifier", BvVerifier);
if (!customElements.get("bv-game-popup")) customElements.define("bv-game-popup", BvGamePopup);
