import type { CrashWalletBalance } from "@platform/fair/crash";

/**
 * The balance the player's channel brings (each bet's stake, win or refund answered by the
 * platform's wallet). Publications of two bets may arrive in either order (two requests, two nodes),
 * so each carries when its wallet answer was received, and one older than a balance already shown
 * is ignored: the balance shown never goes back to an earlier one because of the frames' order.
 */
export class OwnBalance {
  #at = Number.NEGATIVE_INFINITY;

  /** The balance to show, or null when a newer one was shown already (or the stamp is unreadable). */
  take(published: CrashWalletBalance): number | null {
    const at = Date.parse(published.at);
    if (Number.isNaN(at) || at < this.#at) return null;
    this.#at = at;
    return published.balance;
  }
}

export interface PlayerBalanceOptions {
  initial: number | null;
  /** The session has a channel, whose publications bring the balance; without one it is asked for. */
  hearsChannel: boolean;
  /** The balance is another: draw it and tell the page (one mechanism: the element's `bv-balance`). */
  changed: (balance: number) => void;
  /** Ask the wallet, through the session, for the balance. */
  ask: () => void;
}

/**
 * The player's balance on the page: from their channel's publications when it has one (so a bet
 * costs no extra request), from answers that carry it (a refusal for lack of money, a re-ask after
 * a reconnection), and asked for only without a channel.
 */
export class PlayerBalance {
  readonly #o: PlayerBalanceOptions;
  readonly #published = new OwnBalance();
  #value: number | null;

  constructor(options: PlayerBalanceOptions) {
    this.#o = options;
    this.#value = options.initial;
  }

  get value(): number | null {
    return this.#value;
  }

  /** A balance the channel published with a bet: shown unless a newer one was. */
  published(balance: CrashWalletBalance): void {
    const taken = this.#published.take(balance);
    if (taken !== null) this.set(taken);
  }

  /** A balance an answer carried (the wallet's, as of that answer). */
  set(balance: number): void {
    if (balance === this.#value) return;
    this.#value = balance;
    this.#o.changed(balance);
  }

  /** A bet moved money at the platform: its publication brings the balance, or it is asked for. */
  moved(): void {
    if (!this.#o.hearsChannel) this.#o.ask();
  }
}
