export interface BeaconValue {
  source: string;
  round: number;
  randomness: string;
}
export interface Beacon {
  roundAfter(close: Date, signal?: AbortSignal): Promise<BeaconValue | null>;
}
export const noBeacon: Beacon = { roundAfter: async () => null };
