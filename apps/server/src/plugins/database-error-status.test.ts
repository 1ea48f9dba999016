import { describe, expect, it } from 'vitest';
import { renderMessage } from '../lib/messages';
import { databaseErrorAnswer } from './database-error-status';

/** The fields pg's DatabaseError carries that the mapping reads. */
function pgError(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error('database error'), { severity: 'ERROR', code, ...extra });
}

describe('databaseErrorAnswer', () => {
  it('answers 409 in plain words for a unique violation, naming the record and key', () => {
    const error = pgError('23505', { table: 'employees', detail: 'Key (emp_id)=(00000042) already exists.' });
    expect(databaseErrorAnswer(error)).toEqual({
      code: 'CONFLICT',
      message: 'There is already an employee with emp_id 00000042; it was not saved twice.',
      message_code: 'validation.duplicate_key',
      params: { record: { en: 'an employee', fil: 'empleyado' }, key: 'emp_id 00000042' },
    });
    expect(renderMessage('validation.duplicate_key', databaseErrorAnswer(error)?.params, 'fil')).toBe('Mayroon nang empleyado na may emp_id 00000042; hindi ito na-save nang dalawang beses.');
    expect(databaseErrorAnswer(pgError('23505', { table: 'unknown_table' }))?.message).toBe('There is already a record like this; it was not saved twice.');
  });
  it('answers 400 for values out of range and text that cannot be stored', () => {
    for (const code of ['22003', '22008', '22007', '22021', '22P05', '22P02', '22001']) {
      expect(databaseErrorAnswer(pgError(code))?.code).toBe('BAD_REQUEST');
    }
    expect(databaseErrorAnswer(pgError('22003'))?.message).toMatch(/out of range/);
  });
  it('answers a locked payroll cut-off in each language, its dates and status as the database wrote them', () => {
    const message =
      'The payroll of November 16 to November 30, 2026 is locked: requests for those dates can no longer be filed, changed or approved. Ask HR to make the change in the next payroll.';
    const locked = databaseErrorAnswer(pgError('PL423', { message }));
    expect(locked).toMatchObject({ code: 'CONFLICT', message, message_code: 'validation.payroll_locked' });
    expect(renderMessage('validation.payroll_locked', locked?.params, 'fil')).toBe(
      'Naka-lock na ang payroll ng Nobyembre 16 hanggang Nobyembre 30, 2026: hindi na puwedeng i-file, baguhin o aprubahan ang mga request para sa mga petsang iyon. Ipakiusap sa HR na gawin ang pagbabago sa susunod na payroll.',
    );
    const acrossYears = 'The payroll of December 26, 2026 to January 10, 2027 is released: requests for those dates can no longer be filed, changed or approved. Ask HR to make the change in the next payroll.';
    expect(databaseErrorAnswer(pgError('PL423', { message: acrossYears }))?.message).toBe(acrossYears);
    // Words the trigger did not write stay as they are, uncoded.
    expect(databaseErrorAnswer(pgError('PL423', { message: 'The payroll is locked.' }))).toEqual({ code: 'CONFLICT', message: 'The payroll is locked.' });
  });

  it('leaves anything else to be a 500', () => {
    expect(databaseErrorAnswer(pgError('42P01'))).toBeNull();
    expect(databaseErrorAnswer(new Error('boom'))).toBeNull();
    expect(databaseErrorAnswer(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(databaseErrorAnswer(null)).toBeNull();
  });
});
