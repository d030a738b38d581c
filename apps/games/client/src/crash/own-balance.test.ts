import { describe, expect, it } from "vitest";
import { OwnBalance, PlayerBalance } from "./own-balance.ts";

const balance = (amount: number, at: string) => ({
  balance: amount,
  cash: amount,
  promo: 0,
  currency: "KES",
  at,
});

describe("the balance the player's channel brings", () => {
  it("shows each newer wallet answer and ignores one older than a balance already shown", () => {
    const own = new OwnBalance();
    // The stake of bet A (99 000), then its win (100 500), then bet B's stake (99 500)…
    expect(own.take(balance(99_000, "2030-01-01T00:00:01.000Z"))).toBe(99_000);
    expect(own.take(balance(99_500, "2030-01-01T00:00:03.000Z"))).toBe(99_500);
    // …while A's win, answered in between, arrives last: it must not take the balance back.
    expect(own.take(balance(100_500, "2030-01-01T00:00:02.000Z"))).toBeNull();
    expect(own.take(balance(101_000, "2030-01-01T00:00:04.000Z"))).toBe(101_000);
  });

  it("takes an answer of the same instant (the later frame) and ignores an unreadable stamp", () => {
    const own = new OwnBalance();
    expect(own.take(balance(5, "2030-01-01T00:00:01.000Z"))).toBe(5);
    expect(own.take(balance(6, "2030-01-01T00:00:01.000Z"))).toBe(6);
    expect(own.take(balance(7, "yesterday"))).toBeNull();
  });
});

describe("the player's balance on the page", () => {
  function player(hearsChannel: boolean) {
    const told: number[] = [];
    let asked = 0;
    const balance = new PlayerBalance({
      initial: 100_000,
      hearsChannel,
      changed: (amount) => told.push(amount),
      ask: () => {
        asked += 1;
      },
    });
    return { balance, told, asked: () => asked };
  }

  it("takes the balance from the channel's publications and tells the page, asking the wallet nothing", () => {
    const p = player(true);
    p.balance.moved();
    p.balance.published(balance(99_000, "2030-01-01T00:00:01.000Z"));
    p.balance.moved();
    p.balance.published(balance(100_500, "2030-01-01T00:00:03.000Z"));
    p.balance.published(balance(99_000, "2030-01-01T00:00:01.000Z"));
    expect(p.balance.value).toBe(100_500);
    expect(p.told).toEqual([99_000, 100_500]);
    expect(p.asked()).toBe(0);
  });

  it("without a channel, asks the wallet after each bet that moved money", () => {
    const p = player(false);
    p.balance.moved();
    expect(p.asked()).toBe(1);
    p.balance.set(99_000);
    p.balance.set(99_000);
    expect(p.told).toEqual([99_000]);
  });
});
