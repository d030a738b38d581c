/** How an amount divides between the player's cash and promo credit, in minor units. */
export interface Split {
  cash: bigint;
  promo: bigint;
}

/**
 * A stake draws on cash first, then promo credit (Formance's ordered sources). The promo part may
 * exceed the promo balance: the ledger's CHECK then refuses the stake, whatever raced with it.
 */
export function drawStake(amount: bigint, balances: Split): Split {
  const cash = balances.cash > 0n ? (amount < balances.cash ? amount : balances.cash) : 0n;
  return { cash, promo: amount - cash };
}

/**
 * A win goes back in the proportion its bet was funded: the promo-funded share returns to promo
 * credit, so betting never turns promo credit into withdrawable cash. The cash share is rounded
 * down (a minor unit of rounding goes to promo, never the other way). A bet of nothing (a free
 * round) staked no promo credit: its win is cash.
 */
export function shareWin(amount: bigint, bet: Split): Split {
  const staked = bet.cash + bet.promo;
  if (staked === 0n) return { cash: amount, promo: 0n };
  const cash = (amount * bet.cash) / staked;
  return { cash, promo: amount - cash };
}
