import { describe, expect, it } from 'vitest';
import { paramsFromSearch, periodProblem, queryOfParams, searchOfParams } from './report-params';

const today = '2026-11-25';

describe('a report link', () => {
  it('fills what it leaves out: the first report, this year, the 30 days to yesterday, no sort', () => {
    expect(paramsFromSearch(new URLSearchParams(''), today)).toEqual({
      report: 'leave-balances',
      year: 2026,
      from: '2026-10-26',
      to: '2026-11-24',
      department: '',
      search: '',
      sort: null,
    });
  });

  it('reads back what it wrote, and carries only what its report uses', () => {
    const params = paramsFromSearch(new URLSearchParams('report=tardiness&from=2026-11-01&to=2026-11-15&department=Operations&search=pedro&sort=total_minutes.desc'), today);
    expect(params).toMatchObject({ report: 'tardiness', from: '2026-11-01', to: '2026-11-15', department: 'Operations', search: 'pedro', sort: { id: 'total_minutes', desc: true } });
    const link = searchOfParams(params).toString();
    expect(link).toBe('report=tardiness&from=2026-11-01&to=2026-11-15&department=Operations&search=pedro&sort=total_minutes.desc');
    expect(paramsFromSearch(new URLSearchParams(link), today)).toEqual(params);
    expect(queryOfParams(params)).toEqual({ from: '2026-11-01', to: '2026-11-15', department: 'Operations', search: 'pedro' });
    expect(queryOfParams({ ...params, report: 'leave-balances', department: '', search: '' })).toEqual({ year: 2026 });
  });

  it('passes over what is malformed, and names a period that cannot be asked for', () => {
    const params = paramsFromSearch(new URLSearchParams('report=payroll&year=99&from=yesterday'), today);
    expect(params).toMatchObject({ report: 'leave-balances', year: 2026, from: '2026-10-26' });
    expect(periodProblem({ ...params, report: 'absences', from: '2026-11-10', to: '2026-11-01' })).toBe('From must not be after To');
    expect(periodProblem({ ...params, report: 'absences', from: '2026-01-01', to: '2026-04-04' })).toBe('At most 93 days at a time');
    expect(periodProblem({ ...params, report: 'absences', from: '2026-01-01', to: '2026-04-03' })).toBeNull();
  });
});
