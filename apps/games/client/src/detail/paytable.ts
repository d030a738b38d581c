/* The paytable's helpers live in the contracts: the site's server renders the same paytable. */
export { multiple, type Paytable, paysBasis, paytableCounts } from "@platform/contracts/client";
