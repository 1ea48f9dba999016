import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDay } from '../test/dates';
import { logIn, messageOf, send, type Answer } from './portal-client';
import type { PortalNode } from './portal-nodes';
import { createLoadEmployees, query, type LoadEmployee } from './shared-database';
import { startTwoNodes, stopTwoNodes, type TwoNodes } from './two-nodes';

// Read-your-writes across nodes: a write acknowledged by one node is seen by the very
// next call on the other, with no wait in between. Each round writes through one
// node and reads through the other at once, alternating, after a read that warmed
// the reading node's caches. Nothing here polls: one stale answer fails the test.
let nodes: TwoNodes;
let hr: string;
let stopTraffic: () => Promise<void> = async () => {};

beforeAll(async () => {
  nodes = await startTwoNodes();
  hr = await logIn(nodes.a.baseUrl, 'hr');
  // Both nodes busy, as at 8:00: a change must not depend on a quiet moment to arrive.
  stopTraffic = keepBusy(await createLoadEmployees(nodes.database, 8));
});

afterAll(async () => {
  await stopTraffic();
  await stopTwoNodes(nodes);
});

/** Other people reading their time records through both nodes until stopped. */
function keepBusy(people: LoadEmployee[]): () => Promise<void> {
  let running = true;
  const loops = people.map(async (person, index) => {
    for (let call = index; running; call += 1) await send((call % 2 === 0 ? nodes.a : nodes.b).baseUrl, 'GET', '/api/v2/time', { cookie: person.cookie }).catch(() => {});
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** Round r writes through one node and reads through the other, alternately. */
function nodesOfRound(round: number): { writer: PortalNode; reader: PortalNode } {
  return round % 2 === 0 ? { writer: nodes.a, reader: nodes.b } : { writer: nodes.b, reader: nodes.a };
}

function ok(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

const records = (node: PortalNode, cookie: string) => send(node.baseUrl, 'GET', '/api/v2/time', { cookie });

/** The same 14 days read by explicit dates: never from a cache of the time records. */
const recordsByDates = (node: PortalNode, cookie: string) =>
  send(node.baseUrl, 'GET', `/api/v2/time?fromDate=${manilaDay(-13)}&toDate=${manilaDay()}`, { cookie });

const putCompany = async (node: PortalNode, fields: Record<string, unknown>) => ok(await send(node.baseUrl, 'PUT', '/api/v1/admin/company', { cookie: hr, json: fields }), 'company settings');

describe('a write acknowledged by one node, read at once through the other', () => {
  it("shows each person's punches, whichever node took them", async () => {
    const people = await createLoadEmployees(nodes.database, 16);
    const stale: string[] = [];
    await Promise.all(
      people.map(async (person) => {
        for (let round = 0; round < 20; round += 1) {
          const { writer, reader } = nodesOfRound(round);
          ok(await records(reader, person.cookie), 'warming read');
          const punched = ok(await send(writer.baseUrl, 'POST', `/api/v2/time/${round % 2 === 0 ? 'in' : 'out'}`, { cookie: person.cookie, json: {} }), 'punch');
          const read = await records(reader, person.cookie);
          if (JSON.stringify(read.body) !== JSON.stringify(punched.body)) stale.push(`${person.empId} round ${round}: read through ${reader.name} missed the punch taken by ${writer.name}`);
        }
      }),
    );
    expect(stale).toEqual([]);
  });

  it('drops a punch rejected in review, and shows an approved adjustment, on the other node', async () => {
    const people = await createLoadEmployees(nodes.database, 8);
    const stale: string[] = [];
    for (const [round, person] of people.entries()) {
      const { writer, reader } = nodesOfRound(round);
      // Flagged: the phone's clock is half an hour off.
      ok(await send(reader.baseUrl, 'POST', '/api/v2/time/in', { cookie: person.cookie, json: { device_time: new Date(Date.now() - 1_800_000).toISOString() } }), 'flagged punch');
      const [punch] = await query<{ id: number }>(nodes.database, 'select id::int as id from punches where emp_id = $1', [person.empId]);
      ok(await records(reader, person.cookie), 'warming read');
      ok(await send(writer.baseUrl, 'POST', '/api/v1/punches/review', { cookie: hr, json: { ids: [punch!.id], decision: 'reject', remarks: 'Not at work then' } }), 'review');
      const read = await records(reader, person.cookie);
      const truth = ok(await recordsByDates(writer, person.cookie), 'records by dates');
      if (JSON.stringify(read.body) !== JSON.stringify(truth.body)) stale.push(`review round ${round}: ${reader.name} still showed the rejected punch`);
    }

    // Carlo's route: the team lead, then the approver; the final approval replaces the day's punches.
    const carlo = await logIn(nodes.a.baseUrl, 'carlo');
    const teamLead = await logIn(nodes.b.baseUrl, 'teamlead');
    const approver = await logIn(nodes.a.baseUrl, 'approver');
    for (let round = 0; round < 4; round += 1) {
      const { writer, reader } = nodesOfRound(round);
      const filed = ok(
        await send(reader.baseUrl, 'POST', '/api/v3/attendance/adjustment', {
          cookie: carlo,
          json: { trDate: manilaDay(-2 - round), timeIn1: '08:0' + round, timeOut1: '17:00', reason: 'Forgot to punch' },
        }),
        'adjustment',
      );
      const recid = (filed.body as { recid: number }).recid;
      ok(await send(reader.baseUrl, 'POST', '/api/v1/attendance/adjustment/approve', { cookie: teamLead, json: { recid, emp_id: '00000009' } }), 'first level');
      ok(await records(reader, carlo), 'warming read');
      ok(await send(writer.baseUrl, 'POST', '/api/v1/attendance/adjustment/approve', { cookie: approver, json: { recid, emp_id: '00000009' } }), 'final level');
      const read = await records(reader, carlo);
      const truth = ok(await recordsByDates(writer, carlo), 'records by dates');
      if (JSON.stringify(read.body) !== JSON.stringify(truth.body)) stale.push(`adjustment round ${round}: ${reader.name} missed the approved adjustment`);
    }
    expect(stale).toEqual([]);
  });

  it("holds a punch to the office's fence and name as HR left them on the other node", async () => {
    const grace = await logIn(nodes.a.baseUrl, 'grace');
    const offices = ok(await send(nodes.a.baseUrl, 'GET', '/api/v1/admin/offices', { cookie: hr }), 'offices').body as { id: number; name: string; address: string; lat: number; lng: number; radius_m: number; fence_mode: string }[];
    const office = offices.find((row) => row.name === 'Makati Head Office')!;
    const closest = (node: PortalNode) => send(node.baseUrl, 'GET', `/api/v1/closestAddress?lat=${office.lat}&long=${office.lng}`, { cookie: grace });
    const farAway = { lat: 10.3157, lng: 123.8854 };
    let timedIn = false;
    const stale: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const { writer, reader } = nodesOfRound(round);
      const fenceMode = round % 2 === 0 ? 'refuse' : 'flag';
      const name = `Makati Office ${round}`;
      ok(await closest(reader), 'warming read');
      ok(await send(writer.baseUrl, 'POST', '/api/v1/admin/offices', { cookie: hr, json: { ...office, name, fence_mode: fenceMode } }), 'office');
      const address = (ok(await closest(reader), 'closest address').body as { address: string }).address;
      if (!address.startsWith(`${name}, `)) stale.push(`round ${round}: ${reader.name} named the office "${address}"`);
      const punch = await send(reader.baseUrl, 'POST', `/api/v2/time/${timedIn ? 'out' : 'in'}`, { cookie: grace, json: { geotag: farAway } });
      if (punch.status === 200) timedIn = !timedIn;
      if (punch.status !== (fenceMode === 'refuse' ? 403 : 200)) stale.push(`round ${round}: ${reader.name} answered ${punch.status} to a punch outside a fence HR set to ${fenceMode}`);
    }
    ok(await send(nodes.a.baseUrl, 'POST', '/api/v1/admin/offices', { cookie: hr, json: office }), 'office restored');
    expect(stale).toEqual([]);
  });

  it('applies the time clock policy and the time zone HR set through the other node', async () => {
    const stale: string[] = [];
    const liza = await logIn(nodes.b.baseUrl, 'liza');
    const [drifting] = await createLoadEmployees(nodes.database, 1);
    for (let round = 0; round < 8; round += 1) {
      const { writer, reader } = nodesOfRound(round);
      const hours = round % 2 === 0 ? 1 : 5;
      const sixHoursOld = () =>
        send(reader.baseUrl, 'POST', '/api/v2/time/queued', {
          cookie: liza,
          json: { direction: 'in', device_time: new Date(Date.now() - 6 * 3_600_000).toISOString(), clock_offset_ms: 0, idempotency_key: randomUUID() },
        });
      await sixHoursOld();
      await putCompany(writer, { offline_punch_max_hours: hours });
      const refusal = messageOf(await sixHoursOld());
      if (!refusal.includes(`older than ${hours} ${hours === 1 ? 'hour' : 'hours'} and`)) stale.push(`round ${round}: ${reader.name} applied an old offline limit: ${refusal}`);

      // The drift tolerance: a phone five minutes off is flagged under 2 minutes, not under 10.
      const tolerance = round % 2 === 0 ? 2 : 10;
      await putCompany(writer, { clock_drift_tolerance_minutes: tolerance });
      const person = (await createLoadEmployees(nodes.database, 1))[0]!;
      const punched = ok(await send(reader.baseUrl, 'POST', '/api/v2/time/in', { cookie: person.cookie, json: { device_time: new Date(Date.now() + 300_000).toISOString() } }), 'drifting punch');
      const flagged = (punched.body as { clock_drift_seconds: number | null }[]).some((record) => record.clock_drift_seconds !== null);
      if (flagged !== (tolerance === 2)) stale.push(`round ${round}: ${reader.name} applied an old drift tolerance (flagged: ${flagged}, tolerance ${tolerance} minutes)`);
    }

    // The time zone: the times of a punch as HR's zone shows them.
    ok(await send(nodes.a.baseUrl, 'POST', '/api/v2/time/in', { cookie: drifting!.cookie, json: {} }), 'punch');
    const timeIn = async (cookie: LoadEmployee['cookie'], node: PortalNode) => (ok(await records(node, cookie), 'records').body as { timein1: string | null }[]).map((record) => record.timein1).filter(Boolean);
    for (let round = 0; round < 8; round += 1) {
      const { writer, reader } = nodesOfRound(round);
      const timeZone = round % 2 === 0 ? 'Asia/Tokyo' : 'Asia/Manila';
      await timeIn(drifting!.cookie, reader);
      await putCompany(writer, { time_zone: timeZone });
      const [truth] = await query<{ time: string }>(nodes.database, `select to_char(punched_at at time zone $2, 'HH24:MI') as time from punches where emp_id = $1`, [drifting!.empId, timeZone]);
      const shown = await timeIn(drifting!.cookie, reader);
      if (!shown.some((time) => time!.startsWith(truth!.time))) stale.push(`round ${round}: ${reader.name} showed ${shown.join(', ')}, not ${truth!.time} in ${timeZone}`);
    }
    await putCompany(nodes.a, { time_zone: 'Asia/Manila' });
    expect(stale).toEqual([]);
  });

  it('refuses a former HR administrator, and a separated employee, from the next call on either node', async () => {
    const pedro = await logIn(nodes.a.baseUrl, 'pedro');
    const employees = ok(await send(nodes.a.baseUrl, 'GET', '/api/v1/admin/employees', { cookie: hr }), 'employees').body as { emp_id: string }[];
    const record = employees.find((row) => row.emp_id === '00000005')!;
    const stale: string[] = [];
    for (let round = 0; round < 12; round += 1) {
      const { writer, reader } = nodesOfRound(round);
      const hradmin = round % 2 === 0;
      await send(reader.baseUrl, 'GET', '/api/v1/admin/offices', { cookie: pedro });
      ok(await send(writer.baseUrl, 'PUT', '/api/v1/admin/employees', { cookie: hr, json: { ...record, hradmin } }), 'roles');
      const status = (await send(reader.baseUrl, 'GET', '/api/v1/admin/offices', { cookie: pedro })).status;
      if (status !== (hradmin ? 200 : 403)) stale.push(`round ${round}: ${reader.name} answered ${status} with hradmin ${hradmin}`);
    }
    const leavers = await createLoadEmployees(nodes.database, 4);
    for (const [round, leaver] of leavers.entries()) {
      const { writer, reader } = nodesOfRound(round);
      ok(await records(reader, leaver.cookie), 'warming read');
      ok(await send(writer.baseUrl, 'POST', '/api/v1/admin/employees/deactivate', { cookie: hr, json: { emp_id: leaver.empId, separation_date: manilaDay() } }), 'separation');
      const status = (await records(reader, leaver.cookie)).status;
      if (status !== 401) stale.push(`separation round ${round}: ${reader.name} answered ${status}`);
    }
    expect(stale).toEqual([]);
  });
});
