import { define } from "../element.ts";
import { BvCrash } from "./bv-crash.ts";
import { BvCrashVerifier } from "./bv-crash-verifier.ts";

/*
 * BVCrash: the crash game's custom elements, in a script of their own (`<url>/js/BVCrash.min.js`)
 * loaded by the site's crash page only, so the components script every games page loads
 * (BVComponents.min.js, within its 60 KB budget) does not carry the game, its live client and its
 * verifier.
 */
define("bv-crash", BvCrash);
define("bv-crash-verifier", BvCrashVerifier);
