import { describe, expect, it } from 'vitest';
import { readSpreadsheetAmount, readSpreadsheetDate } from './spreadsheet-values';

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
