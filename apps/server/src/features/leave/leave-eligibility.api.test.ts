import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';
import { employeeBody } from '../admin-employees/admin-test-support';

// Who may take a leave type (RA 8187 paternity leave for married men, RA 11861 solo
// parent leave for solo parents, RA 11210 maternity leave for women), and the
// government numbers and civil status on the employee record that decide it.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 3);
});
const typesOf = async (username: string) =>
  (
    (
      await call(ctx.app, { method: 'GET', url: '/api/v1/leavetypes', cookie: await logInAs(ctx.app, username) })
    ).json() as { payitem: string }[]
  ).map((type) => type.payitem);
const fileLeave = async (username: string, payItem: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/v3/leave',
    cookie: await logInAs(ctx.app, username),
    payload: { recid: 0, payItem, fromDate: monday, toDate: monday, reason: 'Family matter' },
  });

describe('leave types offered by sex, civil status and solo-parent ID', () => {
  it('offers each type only to those it is for', async () => {
    expect(await typesOf('employee')).toEqual(['VL', 'SL', 'EL', 'PL', 'SIL']); // married man
    expect(await typesOf('pedro')).toEqual(['VL', 'SL', 'EL', 'SIL']); // single man
    expect(await typesOf('teamlead')).toEqual(['VL', 'SL', 'EL', 'ML', 'SPL', 'SIL']); // solo mother
    expect(await typesOf('ramon')).toEqual(['VL', 'SL', 'EL', 'SPL', 'SIL']); // widowed solo father
  });

  it('refuses a type one is not eligible for on its field, saying who it is for', async () => {
    const refused = await fileLeave('pedro', 'PL');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      field: 'payItem',
      message:
        "Paternity Leave is for married men, as HR's records stand. If your record is wrong, ask HR to correct it.",
    });
    const solo = await fileLeave('employee', 'SPL');
    expect(solo.statusCode).toBe(409);
    expect(solo.json().message).toMatch(/^Solo Parent Leave is for solo parents/);
    expect((await fileLeave('teamlead', 'SPL')).statusCode).toBe(200);
  });

  it('follows a change of the record at once, while an entitlement granted earlier does not make one eligible', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const stored = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/employees', cookie: hr }))
      .json()
      .find((row: { emp_id: string }) => row.emp_id === '00000007');
    const {
      office_name: _o,
      team_lead_name: _t,
      shiftdesc: _s,
      username: _u,
      active: _a,
      separation_date: _d,
      ...body
    } = stored;
    const changed = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/admin/employees',
      cookie: hr,
      payload: { ...body, solo_parent: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(await typesOf('ramon')).toEqual(['VL', 'SL', 'EL', 'SIL']);
    const refused = await fileLeave('ramon', 'SPL');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().field).toBe('payItem');
  });
});

describe('leave type eligibility, set by HR', () => {
  const url = '/api/v1/admin/leave/types';
  it('keeps civil statuses and the solo-parent rule, and refuses an unknown status', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const body = {
      payitem: 'BRV',
      leave_desc: 'Bereavement Leave',
      annual_hours: 24,
      eligible_civil_status: ['Married', 'Widowed', 'Married'],
      solo_parent_only: false,
    };
    const saved = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: body });
    expect(saved.statusCode).toBe(200);
    const listed = (await call(ctx.app, { method: 'GET', url, cookie: hr }))
      .json()
      .find((type: { payitem: string }) => type.payitem === 'BRV');
    expect(listed).toMatchObject({ eligible_civil_status: ['Married', 'Widowed'], solo_parent_only: false });
    const bad = await call(ctx.app, {
      method: 'POST',
      url,
      cookie: hr,
      payload: { ...body, payitem: 'BRX', eligible_civil_status: ['Engaged'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/eligible_civil_status takes Single, Married/);
    const employee = await logInAs(ctx.app, 'employee');
    expect((await call(ctx.app, { method: 'POST', url, cookie: employee, payload: body })).statusCode).toBe(403);
  });
});

describe('government numbers on the employee record', () => {
  const url = '/api/v1/admin/employees';
  it('keeps them in the printed form whatever the spacing, with civil status and the solo-parent flag', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const saved = await call(ctx.app, {
      method: 'POST',
      url,
      cookie: hr,
      payload: employeeBody({
        emp_id: '00000061',
        tin: '123456789000',
        sss_no: '34 1234567 8',
        philhealth_no: '123456789012',
        pagibig_no: '121156789012',
        civil_status: 'Married',
        solo_parent: true,
      }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      tin: '123-456-789-000',
      sss_no: '34-1234567-8',
      philhealth_no: '12-345678901-2',
      pagibig_no: '1211-5678-9012',
      civil_status: 'Married',
      solo_parent: true,
    });
  });

  it.each([
    ['tin', '12345', 'tin must be a TIN of 9, 12 or 14 digits, like 123-456-789-000'],
    ['sss_no', '34-123', 'sss_no must be an SSS number of 10 digits, like 34-1234567-8'],
    ['philhealth_no', 'PH-1', 'philhealth_no must be a PhilHealth number of 12 digits, like 12-345678901-2'],
    ['pagibig_no', '1234', 'pagibig_no must be a Pag-IBIG MID number of 12 digits, like 1234-5678-9012'],
    ['civil_status', 'Engaged', 'civil_status must be one of Single, Married, Widowed, Legally Separated, Annulled'],
  ])('refuses a wrong %s with 400 naming the field', async (field, value, message) => {
    const hr = await logInAs(ctx.app, 'hr');
    const refused = await call(ctx.app, {
      method: 'POST',
      url,
      cookie: hr,
      payload: employeeBody({ emp_id: '00000062', [field]: value }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message, field });
  });
});
