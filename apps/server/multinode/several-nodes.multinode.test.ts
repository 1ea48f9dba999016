import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaDay } from '../test/dates';
import { multipartBody, samplePdf } from '../test/multipart';
import type { SmtpSink } from '../test/smtp-sink';
import { loadBalancerOutput, type LoadBalancer } from './load-balancer';
import { eventually, logIn, messageOf, send, someAddress } from './portal-client';
import { nodeOutput, probe, type PortalNode } from './portal-nodes';
import { createLoadEmployees, query, storedTimeIns, type SharedDatabase } from './shared-database';
import { tally, timeInWave } from './time-in-load';
import { startTwoNodes, stopTwoNodes, type TwoNodes } from './two-nodes';

// Two API nodes on one PostgreSQL behind HAProxy (round robin, health checks on
// /api/ready): a person's consecutive calls land on different nodes, and every rule
// of the portal must hold as on one. Calls go to a node directly where the test must
// know which node answers.
let nodes: TwoNodes;
let database: SharedDatabase;
let sink: SmtpSink;
let a: PortalNode;
let b: PortalNode;
let proxy: LoadBalancer;
let readyAt = 0;
let dueCertificate = 0;

beforeAll(async () => {
  nodes = await startTwoNodes();
  ({ database, sink, a, b, proxy, readyAt } = nodes);

  // A certificate request on its last day, for the due-reminder check each node makes a minute after it starts.
  const employee = await logIn(a.baseUrl, 'employee');
  const coe = await send(a.baseUrl, 'POST', '/api/v2/coe', { cookie: employee, json: { recid: 0, reqDate: manilaDay(), coeType: 4, reason: 'Bank loan application' } });
  expect(coe.status, JSON.stringify(coe.body)).toBe(200);
  dueCertificate = (coe.body as { recid: number }).recid;
  await query(database, `update coe_requests set datefiled = now() - interval '2 days' where recid = $1`, [dueCertificate]);
});

afterAll(() => stopTwoNodes(nodes));

describe('two API nodes behind a load balancer', () => {
  it('migrated the empty database once, started together, and seeded it once', async () => {
    const [migrations] = await query<{ runs: number; names: number }>(database, 'select count(*)::int as runs, count(distinct name)::int as names from kysely_migration');
    expect(migrations!.runs).toBeGreaterThan(20);
    expect(migrations!.runs).toBe(migrations!.names);
    expect(await query(database, `select id from offices where name = 'Makati Head Office'`)).toHaveLength(1);
    for (const node of [a, b]) expect(nodeOutput(node)).not.toMatch(/could not start|Migration .* failed|"level":(50|60)/);
  });

  it('refuses, on the first node, a session logged out through the second', async () => {
    const cookie = await logIn(a.baseUrl, 'grace');
    for (const node of [a, b]) expect((await send(node.baseUrl, 'GET', '/api/v2/time', { cookie })).status).toBe(200);
    expect((await send(b.baseUrl, 'GET', '/api/v1/logout', { cookie })).status).toBe(200);
    expect((await send(a.baseUrl, 'GET', '/api/v2/time', { cookie })).status).toBe(401);
  });

  it('answers, on one node, with the roles HR changed through the other', async () => {
    const pedro = await logIn(a.baseUrl, 'pedro');
    const hr = await logIn(b.baseUrl, 'hr');
    const offices = () => send(a.baseUrl, 'GET', '/api/v1/admin/offices', { cookie: pedro });
    expect((await offices()).status).toBe(403);
    const rows = (await send(b.baseUrl, 'GET', '/api/v1/admin/employees', { cookie: hr })).body as { emp_id: string }[];
    const record = rows.find((row) => row.emp_id === '00000005')!;
    expect((await send(b.baseUrl, 'PUT', '/api/v1/admin/employees', { cookie: hr, json: { ...record, hradmin: true } })).status).toBe(200);
    expect((await offices()).status).toBe(200);
    expect((await send(b.baseUrl, 'PUT', '/api/v1/admin/employees', { cookie: hr, json: { ...record, hradmin: false } })).status).toBe(200);
    expect((await offices()).status).toBe(403);
  });

  it('meets the login throttle and the lock-out at the same count as one node, with attempts spread over both', async () => {
    // The throttle: 30 attempts a minute from one address (the default), whatever the accounts.
    const address = someAddress();
    const attempt = (node: PortalNode, username: string, password: string, from = address) =>
      send(node.baseUrl, 'POST', '/api/v2/authenticate', { json: { username, password }, headers: { 'x-forwarded-for': from } });
    const throttled = [];
    for (let index = 0; index < 31; index += 1) throttled.push(await attempt(index % 2 === 0 ? a : b, `nobody-${index}`, 'guess-guess'));
    expect(throttled.map((answer) => answer.status)).toEqual([...Array(30).fill(401), 429]);
    expect(throttled.at(-1)!.body).toEqual({
      message: 'Too many attempts. Wait a minute, then try again.',
      code: 'TOO_MANY_REQUESTS',
      message_code: 'session.too_many_requests',
      params: {},
    });
    // The lock-out: the fifth failure locks the account, and the right password on either node is refused.
    const lockout = someAddress();
    const failures = [];
    for (const node of [a, b, a, b, a]) failures.push((await attempt(node, 'carlo', 'wrong-password', lockout)).status);
    expect(failures).toEqual([401, 401, 401, 401, 429]);
    const right = await attempt(b, 'carlo', 'demo1234', lockout);
    expect(right.status).toBe(429);
    expect(messageOf(right)).toMatch(/locked/);
  });

  it('counts a client through the proxy by the address the proxy saw, whatever X-Forwarded-For it forges, and stores only that', async () => {
    const throttleKey = "POST/api/v2/authenticate-127.0.0.1";
    const hitsOf = async () => (await query<{ hits: number }>(database, 'select hits from rate_limit_hits where key = $1', [throttleKey]))[0]?.hits ?? 0;
    const hitsBefore = await hitsOf();
    for (const forged of ['198.51.100.10', '<script>alert(1)</script>', '198.51.100.11, 203.0.113.5']) {
      const refused = await send(proxy.baseUrl, 'POST', '/api/v2/authenticate', { json: { username: 'nobody-forged', password: 'guess-guess' }, headers: { 'x-forwarded-for': forged } });
      expect(refused.status).toBe(401);
    }
    const counted = await query(database, "select key from rate_limit_hits where key like 'POST/api/v2/authenticate-%' and (key like '%198.51.100.1_' or key like '%script%' or key like '%203.0.113.5')");
    expect(counted, 'no forged address was counted').toEqual([]);
    // Counted under the address the proxy saw (a new minute's window may have begun meanwhile).
    const hitsAfter = await hitsOf();
    expect(hitsAfter === hitsBefore + 3 || hitsAfter === 3).toBe(true);
    const signedIn = await send(proxy.baseUrl, 'POST', '/api/v2/authenticate', { json: { username: 'ramon', password: 'demo1234' }, headers: { 'x-forwarded-for': '<script>alert(1)</script>' } });
    expect(signedIn.status).toBe(200);
    const addresses = await query<{ ip: string }>(database, "select distinct host(ip) as ip from sessions where username = 'ramon'");
    expect(addresses.map((row) => row.ip)).toEqual(['127.0.0.1']);
  });

  it('applies company settings changed through one node on the other from the next call', async () => {
    const hr = await logIn(a.baseUrl, 'hr');
    const liza = await logIn(b.baseUrl, 'liza');
    // The time clock policy: a punch kept offline for six hours, against the company's limit.
    const setMaxHours = async (hours: number) =>
      expect((await send(a.baseUrl, 'PUT', '/api/v1/admin/company', { cookie: hr, json: { offline_punch_max_hours: hours } })).status).toBe(200);
    const sixHoursOld = () =>
      send(b.baseUrl, 'POST', '/api/v2/time/queued', {
        cookie: liza,
        json: { direction: 'in', device_time: new Date(Date.now() - 6 * 3_600_000).toISOString(), clock_offset_ms: 0, idempotency_key: randomUUID() },
      });
    await setMaxHours(1);
    expect(messageOf(await sixHoursOld())).toMatch(/older than 1 hour and/);
    await setMaxHours(5);
    expect(messageOf(await sixHoursOld())).toMatch(/older than 5 hours and/);
    // The offices: the closest address names the office renamed on the other node.
    const closest = async () => ((await send(b.baseUrl, 'GET', '/api/v1/closestAddress?lat=14.5547&long=121.0244', { cookie: liza })).body as { address: string }).address;
    expect(await closest()).toMatch(/^Makati Head Office, /);
    const offices = (await send(a.baseUrl, 'GET', '/api/v1/admin/offices', { cookie: hr })).body as { id: number; name: string; address: string; lat: number; lng: number; radius_m: number; fence_mode: string }[];
    const makati = offices.find((office) => office.name === 'Makati Head Office')!;
    const { id, address, lat, lng, radius_m: radius, fence_mode: fenceMode } = makati;
    expect((await send(a.baseUrl, 'POST', '/api/v1/admin/offices', { cookie: hr, json: { id, name: 'Makati Main Office', address, lat, lng, radius_m: radius, fence_mode: fenceMode } })).status).toBe(200);
    expect(await closest()).toMatch(/^Makati Main Office, /);
  });

  it('downloads through one node a document uploaded through the other', async () => {
    const cookie = await logIn(a.baseUrl, 'employee');
    const { payload, headers } = multipartBody([{ name: 'medical certificate.pdf', content: samplePdf, type: 'application/pdf' }]);
    const upload = await send(a.baseUrl, 'POST', '/api/v1/documents', { cookie, raw: { body: payload, contentType: headers['content-type']! } });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const [document] = (upload.body as { documents: { key: string }[] }).documents;
    const download = await send(b.baseUrl, 'GET', `/api/v1/documents/${document!.key}`, { cookie });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(samplePdf)).toBe(true);
  });

  it('sends a due reminder once, and its e-mail once, with both nodes checking', async () => {
    const key = `coe-due:${dueCertificate}:%`;
    // Each node checks a minute after it has started.
    const written = () => query<{ title: string }>(database, 'select title from notifications where dedupe_key like $1', [key]);
    await eventually(async () => expect(await written()).toHaveLength(1), Math.max(5_000, readyAt + 90_000 - Date.now()), 500);
    const subject = (await written())[0]!.title;
    await eventually(async () => expect(sink.messages.filter((mail) => mail.subject === subject)).toHaveLength(1), 30_000, 250);
    // Both nodes have checked since (their first turn is a minute after the start), and the queue is worked by both.
    await new Promise((resolve) => setTimeout(resolve, Math.max(3_000, readyAt + 65_000 - Date.now())));
    expect(await written()).toHaveLength(1);
    expect(sink.messages.filter((mail) => mail.subject === subject)).toHaveLength(1);
    const ids = sink.messages.map((mail) => mail.messageId);
    expect(new Set(ids).size, 'every e-mail sent once').toBe(ids.length);
  });

  it('moves the traffic off a node killed under a burst of time-ins, and stores each acknowledged one exactly once', async () => {
    const employees = await createLoadEmployees(database, 150);
    let killedAt = 0;
    const results = await timeInWave(proxy.baseUrl, employees, {
      concurrency: 12,
      afterAnswered: 50,
      midway: async () => {
        killedAt = Date.now();
        b.child.kill('SIGKILL');
        expect(await b.exited).toBe('SIGKILL');
      },
    });
    const outcomes = results.flatMap((result) => result.outcomes);
    const summary = JSON.stringify(tally(outcomes));
    const answered = (node: string, from: number, to: number) =>
      outcomes.filter((outcome) => 'status' in outcome && outcome.status === 200 && outcome.servedBy === node && outcome.at >= from && outcome.at < to).length;
    expect(answered('a', 0, killedAt), summary).toBeGreaterThan(0);
    expect(answered('b', 0, killedAt), summary).toBeGreaterThan(0);
    // Once the proxy has seen it gone (two missed checks, half a second apart), nothing more reaches it.
    expect(answered('b', killedAt + 2_000, Infinity), summary).toBe(0);
    expect(answered('a', killedAt, Infinity), summary).toBeGreaterThan(0);

    const stored = await storedTimeIns(database, employees);
    for (const { employee, outcomes: calls } of results) {
      const last = calls.at(-1)!;
      expect('status' in last ? last.status : last.networkError, `${employee.empId}: ${JSON.stringify(tally(calls))}`).toSatisfy((status) => status === 200 || status === 409);
      if ('status' in last && last.status === 409) expect(calls.length, '409 only after an unanswered call').toBeGreaterThan(1);
      expect(stored.get(employee.empId) ?? 0, `${employee.empId} stored once: ${JSON.stringify(tally(calls))}`).toBe(1);
    }
    expect([...stored.values()].reduce((sum, count) => sum + count, 0)).toBe(employees.length);
    expect(await probe(proxy.baseUrl, '/api/ready'), loadBalancerOutput(proxy)).toBe(200);
  });
});
