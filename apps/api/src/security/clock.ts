/** The current time; injected so tests can expire codes and sessions without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
