/** The "How to verify" sections' worked examples and console scripts (tested against the games). */
export * from "./console-scripts.ts";
export * from "./verify-examples.ts";
