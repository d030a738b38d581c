/** The current time; injected so tests can pace spins and age rounds without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
