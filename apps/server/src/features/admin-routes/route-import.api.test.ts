import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';

const ctx = useTestApp();
let hr = '';
beforeAll(async () => {
  hr = await logInAs(ctx.app, 'hr');
});

const sample = readFileSync(new URL('../../../../../docs/samples/routes.csv', import.meta.url), 'utf8');

function importRoutes(csv: string, dryRun: boolean) {
  const body = multipartBody([{ field: 'file', name: 'routes.csv', content: Buffer.from(csv), type: 'text/csv' }]);
  return call(ctx.app, { method: 'POST', url: `/api/v1/admin/routes/import${dryRun ? '?dryRun=true' : ''}`, cookie: hr, payload: body.payload, headers: body.headers });
}

const routeAudits = () => ctx.db.selectFrom('audit_log').select('id').where('entity', 'in', ['approval_route', 'department_route', 'approval_routes']).execute();

describe('POST /api/v1/admin/routes/import', () => {
  it('lists every problem by row in a dry run, and a commit with problems writes nothing', async () => {
    const csv = [
      'emp_id,department,request_type,approver1,approver2,approver3',
      ',Operations,leave,00000003,00000002,',
      '00000004,Operations,leave,00000003,,',
      ',,leave,00000003,,',
      '00000099,,leave,00000002,,',
      ',Operations,vacation,00000003,,',
      ',Opertions,leave,00000003,,',
      ',Operations,leave,00000002,,',
      '00000004,,coe,00000003,,',
      '00000004,,shift,,00000002,',
      '00000004,,overtime,4x,,',
    ].join('\n');
    const dry = await importRoutes(csv, true);
    expect(dry.statusCode).toBe(200);
    // Every problem in one pass: the shape of each cell and what the database says.
    expect(dry.json().errors).toEqual([
      'Row 3: give emp_id or department, not both: a row sets one route',
      "Row 4: give emp_id (an employee's own route) or department (a department's route)",
      'Row 5: there is no employee 00000099; import the employees first',
      'Row 6: request_type must be one of attendance_adjustment, official_business, leave, overtime, shift, coe, or all',
      'Row 7: no employee is in the department "Opertions"; check its spelling as the employees\' records have it',
      'Row 8: the leave route of department "Operations" is already set on row 2; keep one of them',
      'Row 9: approver1 Maria Santos (00000003) is not a COE approver; certificate routes need the COE approver role',
      'Row 10: approver1 is required: every route starts with a level-1 approver',
      'Row 11: approver1 must be an employee number (up to 8 digits)',
    ]);
    const valuesFixed = csv.split('\n').filter((_line, index) => ![2, 3, 5, 10].includes(index)).join('\n');
    const checked = (await importRoutes(valuesFixed, true)).json();
    expect(checked.errors).toEqual([
      'Row 3: there is no employee 00000099; import the employees first',
      'Row 4: no employee is in the department "Opertions"; check its spelling as the employees\' records have it',
      'Row 5: the leave route of department "Operations" is already set on row 2; keep one of them',
      'Row 6: approver1 Maria Santos (00000003) is not a COE approver; certificate routes need the COE approver role',
      'Row 7: approver1 is required: every route starts with a level-1 approver',
    ]);

    const auditsBefore = (await routeAudits()).length;
    const routesBefore = await ctx.db.selectFrom('department_routes').selectAll().orderBy('department').orderBy('request_type').execute();
    const refused = await importRoutes(valuesFixed, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Nothing was imported: the file has 5 problems\.\nRow 3: there is no employee 00000099/);
    expect(await ctx.db.selectFrom('department_routes').selectAll().orderBy('department').orderBy('request_type').execute()).toEqual(routesBefore);
    expect((await routeAudits()).length).toBe(auditsBefore);
  });

  it('imports the documented sample all at once, audited per route; the same file again changes nothing', async () => {
    const dry = (await importRoutes(sample, true)).json();
    expect(dry).toMatchObject({ dryRun: true, rows: 8, added: 1, changed: 1, unchanged: 6, errors: [] });
    const overtime = () => ctx.db.selectFrom('department_routes').select('approver3').where('department', '=', 'Operations').where('request_type', '=', 'overtime').executeTakeFirstOrThrow();
    expect(await overtime()).toEqual({ approver3: null });

    const done = await importRoutes(sample, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: '8 route rows imported: 1 added, 1 changed, 6 unchanged.', added: 1, changed: 1 });
    expect(await overtime()).toEqual({ approver3: '00000001' });
    const operations = await ctx.db.selectFrom('department_routes').selectAll().where('department', '=', 'Operations').orderBy('request_type').execute();
    expect(operations.find((row) => row.request_type === 'coe')).toMatchObject({ approver1: '00000002', approver2: null });
    expect(operations.find((row) => row.request_type === 'leave')).toMatchObject({ approver1: '00000003', approver2: '00000002' });
    const pedro = await ctx.db.selectFrom('approval_routes').selectAll().where('emp_id', '=', '00000005').where('request_type', '=', 'leave').executeTakeFirst();
    expect(pedro).toMatchObject({ approver1: '00000002', approver2: null, approver3: null });
    const audited = await ctx.db.selectFrom('audit_log').select(['entity', 'entity_id', 'before', 'after']).where('entity', 'in', ['approval_route', 'department_route']).orderBy('id').execute();
    expect(audited).toEqual([
      {
        entity: 'department_route',
        entity_id: 'Operations:overtime',
        before: { department: 'Operations', request_type: 'overtime', approver1: '00000003', approver2: '00000002', approver3: null },
        after: { department: 'Operations', request_type: 'overtime', approver1: '00000003', approver2: '00000002', approver3: '00000001' },
      },
      { entity: 'approval_route', entity_id: '00000005:leave', before: null, after: { emp_id: '00000005', request_type: 'leave', approver1: '00000002', approver2: null, approver3: null } },
    ]);

    const auditsBefore = (await ctx.db.selectFrom('audit_log').select('id').execute()).length;
    const again = await importRoutes(sample, false);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 8 });
    // Only the import's own summary row is added.
    expect((await ctx.db.selectFrom('audit_log').select('id').execute()).length).toBe(auditsBefore + 1);
  });

  it('removes a route when every approver is blank', async () => {
    const csv = 'department,request_type,approver1\nHuman Resources,leave,\n';
    expect((await importRoutes(csv, false)).json()).toMatchObject({ changed: 1 });
    const left = await ctx.db.selectFrom('department_routes').select('request_type').where('department', '=', 'Human Resources').execute();
    expect(left.map((row) => row.request_type)).not.toContain('leave');
  });

  it('refuses a file with a missing or unknown column, and no file at all', async () => {
    const missing = (await importRoutes('emp_id,request_type\n00000004,leave\n', true)).json();
    expect(missing.errors).toEqual(['Row 1: the column approver1 is missing']);
    const unknown = (await importRoutes('emp_id,request_type,approver1,approver4\n00000004,leave,00000002,00000001\n', true)).json();
    expect(unknown.errors[0]).toMatch(/^Row 1: "approver4" is not .*approver1, approver2, approver3/);
    const empty = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/routes/import', cookie: hr, payload: {} });
    expect(empty.statusCode).toBe(415);
  });
});
