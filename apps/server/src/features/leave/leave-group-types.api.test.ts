import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

// The group leave form asks which leave types the chosen members can take.
const ctx = useTestApp();
const forGroup = (cookie: string, empids: string) => call(ctx.app, { method: 'GET', url: `/api/v1/leavetypes/forgroup?empids=${empids}`, cookie });
type GroupType = { payitem: string; leave_desc: string; for_whom: string | null; not_for: { empid: string; fullname: string }[] };

describe('GET /api/v1/leavetypes/forgroup', () => {
  it('names, for each type, the chosen members who cannot take it', async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    // Pedro and Carlo are men, Liza and Grace women: maternity leave is for women.
    const answer = await forGroup(lead, '00000005,00000006,00000009,00000008');
    expect(answer.statusCode).toBe(200);
    const types = answer.json() as GroupType[];
    const vacation = types.find((type) => type.payitem === 'VL')!;
    expect(vacation).toMatchObject({ for_whom: null, not_for: [] });
    const womenOnly = types.find((type) => type.for_whom?.includes('women'));
    expect(womenOnly, JSON.stringify(types)).toBeDefined();
    expect(womenOnly!.not_for.map((member) => member.empid).sort()).toEqual(['00000005', '00000009']);
    const menOnly = types.find((type) => type.for_whom === 'men' || type.for_whom?.endsWith(' men'));
    if (menOnly) expect(menOnly.not_for.map((member) => member.fullname)).toEqual(expect.arrayContaining(['Grace Aquino', 'Liza Mendoza']));
  });

  it('refuses anyone outside the lead team, and anyone who is not a team lead', async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    const outside = await forGroup(lead, '00000005,00000001');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toMatch(/Not in your team: 00000001/);
    const employee = await forGroup(await logInAs(ctx.app, 'employee'), '00000005');
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toBe('Only team leads file group leaves.');
  });

  it('refuses an empty or malformed list', async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    expect((await forGroup(lead, '')).statusCode).toBe(400);
    const bad = await forGroup(lead, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/employee numbers/);
  });
});
