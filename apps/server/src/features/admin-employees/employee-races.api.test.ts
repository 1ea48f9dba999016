import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { importCsv, readSample } from '../admin-calendar/admin-calendar.test-support';

// Finding 7: concurrent writes of the same employees must each get one clear answer.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

const newEmployee = (firstname: string) => ({
  emp_id: '777',
  firstname,
  lastname: 'Racer',
  gender: 'F',
  hire_date: '2026-01-05',
  monthly_salary: 25000,
  monthly_allowances: 0,
  rest_days: [0, 6],
});

describe('races on employees and imports (finding 7)', () => {
  it('four concurrent adds of the same emp_id: one 200, three 409, and the first one stays', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const names = ['Ana', 'Bea', 'Cora', 'Dina'];
    const answers = await Promise.all(names.map((name) => call(ctx.app, { method: 'POST', url: '/api/v1/admin/employees', cookie: hr, payload: newEmployee(name) })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409, 409, 409]);
    const winner = names[answers.findIndex((answer) => answer.statusCode === 200)];
    const stored = await ctx.db.selectFrom('employees').select('firstname').where('emp_id', '=', '00000777').execute();
    expect(stored).toEqual([{ firstname: winner }]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toMatch(/already exists/);
  });

  it.each([
    ['employees', '/api/v1/admin/employees/import', 'employees.csv'],
    ['accounts', '/api/v1/admin/accounts/import', 'accounts.csv'],
  ])('three concurrent imports of the same %s file: each 200 or 409 "an import is already running", never 500', async (kind, url, sample) => {
    const hr = await logInAs(ctx.app, 'hr');
    if (kind === 'accounts') expect((await importCsv(ctx.app, hr, '/api/v1/admin/employees/import', readSample('employees.csv'))).statusCode).toBe(200);
    const answers = await Promise.all([1, 2, 3].map(() => importCsv(ctx.app, hr, url, readSample(sample))));
    for (const answer of answers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().message).toMatch(/an import is already running/i);
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    // And the data is what one import makes: a further import changes nothing.
    const again = await importCsv(ctx.app, hr, url, readSample(sample));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ added: 0, changed: 0 });
  });
});
