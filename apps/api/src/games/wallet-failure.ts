import { WALLET_ERROR_STATUS, type WalletError, type WalletErrorCode } from "@platform/contracts";

/** A refusal the wallet answers with its code (and, when known, the player's real balance). */
export class WalletFailure extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    readonly balance?: { amount: bigint; currency: string },
  ) {
    super(message);
    this.name = "WalletFailure";
  }

  get statusCode(): number {
    return WALLET_ERROR_STATUS[this.code];
  }

  body(): WalletError {
    return {
      status: "error",
      code: this.code,
      message: this.message,
      errors: [{ message: this.message }],
      ...(this.balance ? { balance: Number(this.balance.amount), currency: this.balance.currency } : {}),
    };
  }
}

export const invalidToken = () =>
  new WalletFailure("RS_ERROR_INVALID_TOKEN", "The launch token is not valid or its session has ended.");
