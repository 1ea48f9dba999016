import { describe, expect, it } from 'vitest';
import { formatEmpId, isNumeric, parseTimeString, roundAmount, zeroPad } from '@portal/contracts/rules';

describe('spec §5 rules', () => {
  it.each([
    ['08:00', '08:00'],
    ['8:05', '08:05'],
    ['23:59:59', '23:59:59'],
    ['24:00', '24:00'],
    ['0:00', '00:00'],
  ])('accepts the time %s', (input, expected) => {
    expect(parseTimeString(input)).toBe(expected);
  });

  it.each(['24:01', '25:00', '12:60', '12:5', '12:30:60', 'noon', '', '1230'])('treats %s as null', (input) => {
    expect(parseTimeString(input)).toBeNull();
  });

  it('treats non-strings as null', () => {
    expect(parseTimeString(830)).toBeNull();
    expect(parseTimeString(undefined)).toBeNull();
  });

  it('calls a value numeric only if it is a string that parses as a number', () => {
    expect(isNumeric('42')).toBe(true);
    expect(isNumeric('-3.5')).toBe(true);
    expect(isNumeric(42)).toBe(false);
    expect(isNumeric('42abc')).toBe(false);
    expect(isNumeric('')).toBe(false);
    expect(isNumeric(' ')).toBe(false);
  });

  it('left-pads numeric strings with zeros, and leaves other text alone', () => {
    expect(zeroPad('42', 8)).toBe('00000042');
    expect(zeroPad(7, 2)).toBe('07');
    expect(zeroPad('123456789', 8)).toBe('123456789');
    expect(zeroPad('abc', 5)).toBe('abc');
    expect(formatEmpId(4)).toBe('00000004');
  });

  it('rounds amounts to 2 decimals without binary drift', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(2.675)).toBe(2.68);
    expect(roundAmount(10)).toBe(10);
    expect(roundAmount(-1.005)).toBe(-1.01);
    expect(roundAmount(1234.5678)).toBe(1234.57);
  });
});
