// Money is counted in whole centavos (integers), so sums are exact; pesos with two
// decimals exist only at the edges: the import's text, numeric(12,2) and the wire.

/** numeric(12,2) holds at most 10 digits before the point. */
export const MAX_CENTAVOS = 999_999_999_999;

const AMOUNT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * Centavos of an amount as payroll writes it: "1250", "1250.5" or "1250.00", or a
 * JSON number with at most two decimals. Anything else (a sign, "Php", thousands
 * separators, three decimals) is null: the import says so rather than guess.
 */
export function parseCentavos(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const centavos = Math.round(value * 100);
    // 0.1 * 100 is 10.000000000000002: allow that binary noise, refuse a third decimal.
    if (Math.abs(value * 100 - centavos) > 1e-6 || centavos > MAX_CENTAVOS) return null;
    return centavos;
  }
  if (typeof value !== 'string' || !AMOUNT_TEXT.test(value.trim())) return null;
  const [pesos = '0', fraction = ''] = value.trim().split('.');
  return Number(pesos) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "1250.00": the text numeric(12,2) takes, and the import's messages use. */
export function centavosText(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const whole = Math.abs(centavos);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Centavos of what numeric(12,2) answers ("1250.00" as text, see db/connect.ts). */
export function centavosOfNumeric(value: string): number {
  const negative = value.startsWith('-');
  const [pesos = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const centavos = Number(pesos) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -centavos : centavos;
}

/** Pesos as a JSON number with two decimals: 125000 centavos answer 1250. */
export function pesos(centavos: number): number {
  return centavos / 100;
}
