import { describe, expect, it } from 'vitest';
import { plainAmountText, readSpreadsheetAmount, readSpreadsheetDate, readSpreadsheetGender, readSpreadsheetWeekdays } from './spreadsheet-values';

describe('readSpreadsheetDate', () => {
  it.each([
    ['2025-03-15', '2025-03-15'],
    ['03/15/2025', '2025-03-15'],
    ['3/5/2025', '2025-03-05'],
    ['15-Mar-2025', '2025-03-15'],
    ['Mar 15, 2025', '2025-03-15'],
    ['15 March 2025', '2025-03-15'],
  ])('reads %s', (text, iso) => expect(readSpreadsheetDate(text)).toBe(iso));

  it.each(['2/30/2025', '15/03/2025', '2025-13-01', 'next Monday', ''])('refuses %s', (text) => expect(readSpreadsheetDate(text)).toBeNull());
});

describe('readSpreadsheetAmount', () => {
  it.each([
    ['18000', 18000],
    ['18,000', 18000],
    ['1,250,000.50', 1250000.5],
    ['₱18,000', 18000],
    ['PHP 18,000.00', 18000],
  ])('reads %s', (text, amount) => expect(readSpreadsheetAmount(text)).toBe(amount));

  it.each(['18,00', '-500', '18.005', 'twenty', '1,2345'])('refuses %s', (text) => expect(readSpreadsheetAmount(text)).toBeNull());
});

describe('plainAmountText', () => {
  it.each([
    ['14,000.00', '14000.00'],
    ['₱14,000', '14000'],
    ['PHP 1,250.5', '1250.5'],
    ['1250', '1250'],
  ])('reads %s as %s', (text, plain) => expect(plainAmountText(text)).toBe(plain));

  it.each(['14.000,00', '1,2345', '-5', '12.345', 'abc'])('refuses %s', (text) => expect(plainAmountText(text)).toBeNull());
});

describe('readSpreadsheetGender', () => {
  it.each([
    ['Female', 'F'],
    ['female', 'F'],
    ['F', 'F'],
    ['Babae', 'F'],
    ['Male', 'M'],
    ['m', 'M'],
    ['Lalaki', 'M'],
  ])('reads %s', (text, gender) => expect(readSpreadsheetGender(text)).toBe(gender));

  it.each(['X', 'fem', ''])('refuses %s', (text) => expect(readSpreadsheetGender(text)).toBeNull());
});

describe('readSpreadsheetWeekdays', () => {
  it.each([
    ['0;6', [0, 6]],
    ['Sat,Sun', [0, 6]],
    ['Saturday and Sunday', [0, 6]],
    ['sun / mon', [0, 1]],
    ['6', [6]],
    ['', []],
  ])('reads %s', (text, days) => expect(readSpreadsheetWeekdays(text)).toEqual(days));

  it.each(['7', 'Sat,Sat', 'Sa', 'weekend'])('refuses %s', (text) => expect(readSpreadsheetWeekdays(text)).toBeNull());
});
