// The live layer (docs/decisions/039): the bus interface, its two implementations and the WebSocket hub.
export * from "./bus.ts";
export * from "./live-server.ts";
export * from "./memory-bus.ts";
export * from "./redis-bus.ts";
