/** An exact rational number on BigInt: the exact-RTP path never touches a float. */
export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den = 1n) {
    if (den === 0n) throw new RangeError("division by zero");
    const sign = den < 0n ? -1n : 1n;
    const divisor = gcd(num < 0n ? -num : num, den < 0n ? -den : den) || 1n;
    this.num = (sign * num) / divisor;
    this.den = (sign * den) / divisor;
  }

  static of(value: number | bigint): Fraction {
    if (typeof value === "number" && !Number.isSafeInteger(value))
      throw new RangeError(`${value} is not whole`);
    return new Fraction(BigInt(value));
  }

  add(other: Fraction): Fraction {
    return new Fraction(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Fraction): Fraction {
    return new Fraction(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Fraction | number | bigint): Fraction {
    const that = other instanceof Fraction ? other : Fraction.of(other);
    return new Fraction(this.num * that.num, this.den * that.den);
  }

  div(other: Fraction | number | bigint): Fraction {
    const that = other instanceof Fraction ? other : Fraction.of(other);
    return new Fraction(this.num * that.den, this.den * that.num);
  }

  equals(other: Fraction): boolean {
    return this.num === other.num && this.den === other.den;
  }

  compare(other: Fraction): number {
    const difference = this.num * other.den - other.num * this.den;
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  }

  /** 100 × this, rounded half up to `decimals` places: the published RTP ("96.12"). */
  toPercent(decimals = 2): string {
    const scale = 10n ** BigInt(decimals + 2);
    const scaled = (2n * this.num * scale + this.den) / (2n * this.den);
    const digits = scaled.toString().padStart(decimals + 1, "0");
    return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  }

  /** For printing and for comparing with a simulation only. */
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
