import { describe, expect, it } from 'vitest';
import { databaseErrorAnswer } from './database-error-status';

/** The fields pg's DatabaseError carries that the mapping reads. */
function pgError(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error('database error'), { severity: 'ERROR', code, ...extra });
}

describe('databaseErrorAnswer', () => {
  it('answers 409 in plain words for a unique violation, naming the record and key', () => {
    const error = pgError('23505', { table: 'employees', detail: 'Key (emp_id)=(00000042) already exists.' });
    expect(databaseErrorAnswer(error)).toEqual({ code: 'CONFLICT', message: 'There is already an employee with emp_id 00000042; it was not saved twice.' });
    expect(databaseErrorAnswer(pgError('23505', { table: 'unknown_table' }))?.message).toBe('There is already a record like this; it was not saved twice.');
  });
  it('answers 400 for values out of range and text that cannot be stored', () => {
    for (const code of ['22003', '22008', '22007', '22021', '22P05', '22P02', '22001']) {
      expect(databaseErrorAnswer(pgError(code))?.code).toBe('BAD_REQUEST');
    }
    expect(databaseErrorAnswer(pgError('22003'))?.message).toMatch(/out of range/);
  });
  it('leaves anything else to be a 500', () => {
    expect(databaseErrorAnswer(pgError('42P01'))).toBeNull();
    expect(databaseErrorAnswer(new Error('boom'))).toBeNull();
    expect(databaseErrorAnswer(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(databaseErrorAnswer(null)).toBeNull();
  });
});
