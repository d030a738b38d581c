// The server kit's clock (packages/server), under the name the API's modules import.
export { type Clock, systemClock } from "@platform/server/clock";
