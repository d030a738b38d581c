/** The server's side of provably fair play (node:crypto): `@platform/fair/node`, never in a browser bundle. */
export { generateServerSeed, nodeFairFloats, serverSeedHash } from "./node-fair-floats.ts";
