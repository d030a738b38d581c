export const RACING_PATH = "/virtual-world/greyhounds";

export const raceHref = (id: string) => `${RACING_PATH}/${encodeURIComponent(id)}`;

/** "28.91" from 28 910 ms. */
export const raceSeconds = (ms: number) => (ms / 1000).toFixed(2);
