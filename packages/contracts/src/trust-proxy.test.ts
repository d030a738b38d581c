import { describe, expect, it } from "vitest";
import { trustProxySchema } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("is off unless set", () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse("")).toBe(false);
    expect(trustProxySchema.parse("false")).toBe(false);
  });
  it("takes a hop count, true, or addresses and ranges", () => {
    const hops = trustProxySchema.parse("1");
    expect(typeof hops === "function" && hops("203.0.113.5", 0)).toBe(true);
    expect(typeof hops === "function" && hops("203.0.113.5", 1)).toBe(false);
    expect(trustProxySchema.parse("true")).toBe(true);
    expect(trustProxySchema.parse("10.0.0.0/8, 127.0.0.1,::1")).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    expect(trustProxySchema.parse("loopback,uniquelocal")).toEqual(["loopback", "uniquelocal"]);
  });
  it("refuses anything else", () => {
    expect(trustProxySchema.safeParse("everyone").success).toBe(false);
    expect(trustProxySchema.safeParse("10.0.0.1;rm").success).toBe(false);
  });
});
