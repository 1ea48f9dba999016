import { logInAsHr } from './admin-lists-bench';

const RUNS = 5;

/** An answer read to its last byte and parsed; the median of `runs` after one warm-up, its size and the last answer. */
export async function timeCall(
  url: string,
  cookie: string,
  runs = RUNS,
): Promise<{ median: number; bytes: number; body: unknown }> {
  const timings: number[] = [];
  let bytes = 0;
  let body: unknown = null;
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const text = await response.text();
    body = JSON.parse(text);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    if (run > 0) timings.push(performance.now() - started);
    bytes = text.length;
  }
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(timings.length / 2)]!, bytes, body };
}

/** The cut-off holding yesterday: the seeded punches cover the last month. */
export function recentCutoff(today: Date): string {
  const day = today.getUTCDate();
  if (day > 15) return `year=${today.getUTCFullYear()}&month=${today.getUTCMonth() + 1}&cutoff=1`;
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return `year=${lastMonth.getUTCFullYear()}&month=${lastMonth.getUTCMonth() + 1}&cutoff=2`;
}

/**
 * The whole-picture screens at company size, end to end, each as a ratio to one
 * health call: today's board for everyone (HR), a month of the team calendar for the
 * seeded lead of 1,000, the payroll hand-off of the latest cut-off for everyone, and
 * HR's dashboard: its records' figures, and its twelve weeks of attendance computed for
 * everyone employed in them.
 */
export async function measureOverview(
  base: string,
  data: { leadCookie: string; from: string; to: string },
  healthP50: number,
): Promise<{ lines: [string, string][]; tardinessMs: number; dashboardMs: number; handoffMs: number }> {
  const hr = await logInAsHr(base);
  const people = (
    (await (await fetch(`${base}/v1/today`, { headers: { cookie: hr } })).json()) as { counts: { total: number } }
  ).counts.total;
  const board = await timeCall(`${base}/v1/today`, hr);
  const calendar = await timeCall(`${base}/v1/calendar?from=${data.from}&to=${data.to}`, data.leadCookie);
  const payroll = await timeCall(`${base}/v1/payroll/handoff?${recentCutoff(new Date())}`, hr);
  const dashboard = await timeCall(`${base}/v1/dashboard`, hr);
  const tardiness = await timeCall(`${base}/v1/reports/tardiness?from=${data.from}&to=${data.to}`, hr, 3);
  // Twelve weeks of everyone's attendance takes seconds: three runs are enough to read it.
  const dashboardAttendance = await timeCall(`${base}/v1/dashboard/attendance`, hr, 3);
  const computed = dashboardAttendance.body as { people: number; from: string; to: string };
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const line = (timing: { median: number; bytes: number }) =>
    `${timing.median.toFixed(0)} (${(timing.median / healthP50).toFixed(0)}x health, ${megabytes(timing.bytes)} MB)`;
  const lines: [string, string][] = [
    [`whole-picture screens, end to end incl. JSON parse, median ms (goal < 1000)`, ''],
    [`  today's board, everyone (${people} people)`, line(board)],
    [`  team calendar, a lead of 1,000 people, ${data.from} to ${data.to} (rest days included)`, line(calendar)],
    [`  payroll hand-off, one cut-off, everyone (${people} people), days computed (a baseline below)`, line(payroll)],
    [`  tardiness report, everyone, ${data.from} to ${data.to}, days computed (a baseline below)`, line(tardiness)],
    [`  dashboard: headcount, leave this year, requests waiting, certificates, everyone`, line(dashboard)],
    [
      `  dashboard: attendance by week and overtime by month, ${computed.from} to ${computed.to}, everyone employed (${computed.people} people), days computed (a baseline below)`,
      line(dashboardAttendance),
    ],
  ];
  return { lines, tardinessMs: tardiness.median, dashboardMs: dashboardAttendance.median, handoffMs: payroll.median };
}
