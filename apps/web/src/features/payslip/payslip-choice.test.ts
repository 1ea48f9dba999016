import { describe, expect, it } from 'vitest';
import { choiceFromSearch, isComplete, resolveChoice, searchOfChoice } from './payslip-choice';

const months = [
  { month: 11, periods: [1] },
  { month: 10, periods: [1, 2] },
];

describe('payslip choice', () => {
  it('reads and writes the link', () => {
    expect(choiceFromSearch(new URLSearchParams('year=2026&month=11&period=1'))).toEqual({ year: 2026, month: 11, period: 1 });
    expect(choiceFromSearch(new URLSearchParams('year=abc&month=-1'))).toEqual({ year: undefined, month: undefined, period: undefined });
    expect(searchOfChoice({ year: 2026, month: 10 })).toBe('year=2026&month=10');
  });

  it('opens on the latest payslip when nothing is asked', () => {
    expect(resolveChoice({}, [2026, 2025], months)).toEqual({ year: 2026, month: 11, period: 1 });
    expect(resolveChoice({ year: 2026, month: 10 }, [2026], months)).toEqual({ year: 2026, month: 10, period: 2 });
  });

  it('keeps what was asked where it exists, and falls back where it does not', () => {
    expect(resolveChoice({ year: 2026, month: 10, period: 1 }, [2026], months)).toEqual({ year: 2026, month: 10, period: 1 });
    expect(resolveChoice({ year: 2026, month: 11, period: 2 }, [2026], months)).toEqual({ year: 2026, month: 11, period: 1 });
    expect(resolveChoice({ year: 1999, month: 3, period: 1 }, [2026], months)).toEqual({ year: 2026, month: 11, period: 1 });
  });

  it('waits for the lists', () => {
    expect(resolveChoice({}, undefined, undefined)).toEqual({ year: undefined });
    expect(resolveChoice({}, [2026], undefined)).toEqual({ year: 2026 });
    expect(resolveChoice({}, [], [])).toEqual({ year: undefined });
    expect(isComplete({ year: 2026, month: 11 })).toBe(false);
    expect(isComplete({ year: 2026, month: 11, period: 1 })).toBe(true);
  });
});
