import Fraction from 'fraction.js';

// Payroll arithmetic (ph-payroll-rules §10): rates are exact rationals, never
// rounded (a monthly rate × 12 / 261 has no finite decimal); each money line is its
// exact value rounded half-up to the centavo, and totals add the rounded lines.
// Binary floating point would put 937.425 a hair below the half and round it down.

export type Exact = Fraction;

/** An exact number from a decimal string ("25000.00"), an integer, or a ratio. */
export function exact(value: string | number | bigint | Fraction): Exact {
  return new Fraction(value);
}

/** Centavos as an exact number of pesos. */
export function pesosOf(centavos: number): Exact {
  return new Fraction(centavos, 100);
}

/** A money line: the exact amount in pesos rounded half-up (away from zero) to whole centavos. */
export function toCentavos(pesos: Exact): number {
  const magnitude = pesos.abs().mul(100).round(0);
  const value = Number(magnitude.n);
  return pesos.s < 0n && value !== 0 ? -value : value;
}

/** Centavos written as pesos with two decimals ("1494.25", "-0.50"), for files and messages. */
export function pesoText(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const magnitude = Math.abs(centavos);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Pesos with thousands separators, as a person reads them in an explanation: "20,000.00". */
export function pesoWords(centavos: number): string {
  const [whole, cents] = pesoText(centavos).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A rate as a person reads it in an explanation: four decimals at most, never a repeating cycle. */
export function rateText(rate: Exact): string {
  return rate.round(4).toString();
}
