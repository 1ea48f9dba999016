import { describe, expect, it } from 'vitest';
import { centavosOfNumeric, centavosText, parseCentavos } from './centavos';

describe('parseCentavos', () => {
  it('reads amounts as payroll writes them', () => {
    expect(parseCentavos('1250')).toBe(125000);
    expect(parseCentavos('1250.5')).toBe(125050);
    expect(parseCentavos(' 1250.05 ')).toBe(125005);
    expect(parseCentavos('0')).toBe(0);
    expect(parseCentavos(1250.05)).toBe(125005);
    expect(parseCentavos(0.1 + 0.2)).toBe(30);
  });

  it('refuses what it would have to guess at', () => {
    for (const value of ['1,250.00', 'Php 1250', '-5', '12.345', '1e3', '', 'abc', '12345678901']) expect(parseCentavos(value)).toBeNull();
    expect(parseCentavos(12.345)).toBeNull();
    expect(parseCentavos(-1)).toBeNull();
    expect(parseCentavos(Number.NaN)).toBeNull();
    expect(parseCentavos(null)).toBeNull();
  });
});

describe('centavos text', () => {
  it('writes two decimals and reads numeric(12,2) back exactly', () => {
    expect(centavosText(125005)).toBe('1250.05');
    expect(centavosText(5)).toBe('0.05');
    expect(centavosText(-150)).toBe('-1.50');
    expect(centavosOfNumeric('1250.05')).toBe(125005);
    expect(centavosOfNumeric('-1.50')).toBe(-150);
    expect(centavosOfNumeric('9999999999.99')).toBe(999999999999);
  });
});
