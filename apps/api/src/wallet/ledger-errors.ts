import { HttpError } from "../http/http-error.ts";

/** The balance would go below zero: the database refused the posting. */
export class InsufficientFundsError extends HttpError {
  constructor(readonly account: string) {
    const message = "Your balance is not enough for this.";
    super(409, message, [{ message, field: "amount" }]);
    this.name = "InsufficientFundsError";
  }
}

/** The balance would pass contracts' MAX_BALANCE: the database refused the posting. */
export class BalanceLimitError extends HttpError {
  constructor(readonly account: string) {
    const message = "This would take the balance past the most an account may hold.";
    super(422, message, [{ message, field: "amount" }]);
    this.name = "BalanceLimitError";
  }
}

/** The idempotency key was used before for something else. */
export class IdempotencyConflictError extends HttpError {
  constructor(readonly key: string) {
    const message = "This request was already made with different details.";
    super(409, message);
    this.name = "IdempotencyConflictError";
  }
}
