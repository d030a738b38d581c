/** The current time; injected so tests can expire codes, sessions and draws without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
