import { formatDate } from '../../lib/time-format';
import type { LoadedReport } from './api/get-report';

const hours = (value: number) => `${Math.round(value * 100) / 100} ${value === 1 ? 'hour' : 'hours'}`;
const count = (value: number, one: string, many = `${one}s`) => `${value} ${value === 1 ? one : many}`;
const sum = <Row>(rows: Row[], pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** One sentence over the report: its period, how many people it covered, and its totals. */
export function describeReport(loaded: LoadedReport): string {
  if (loaded.kind === 'leave-balances') {
    const { year, rows } = loaded.answer;
    return `${year}: ${count(new Set(rows.map((row) => row.empid)).size, 'employee')}, ${count(rows.length, 'balance')} by leave type, in hours (a day is 8 hours).`;
  }
  const range = `${formatDate(loaded.answer.from)} to ${formatDate(loaded.answer.to)}`;
  switch (loaded.kind) {
    case 'overtime': {
      const { rows, people } = loaded.answer;
      return `${range}: ${rows.length} of ${count(people, 'employee')} worked overtime, ${hours(sum(rows, (row) => row.rendered_total))} rendered and ${hours(sum(rows, (row) => row.approved_total))} approved.`;
    }
    case 'tardiness': {
      const { rows, people } = loaded.answer;
      return `${range}: ${rows.length} of ${count(people, 'employee')} came late or left early, ${count(sum(rows, (row) => row.tardy_minutes), 'minute')} late and ${count(sum(rows, (row) => row.undertime_minutes), 'minute')} of undertime.`;
    }
    case 'absences': {
      const { rows, people } = loaded.answer;
      return `${range}: ${rows.length} of ${count(people, 'employee')} have ${count(sum(rows, (row) => row.absences), 'absence')} and ${count(sum(rows, (row) => row.incomplete_days), 'day')} without a time-out.`;
    }
    case 'requests': {
      const { rows } = loaded.answer;
      const waiting = rows.filter((row) => row.overall_status === '' || row.overall_status === 'B').length;
      return `Filed ${range}: ${count(rows.length, 'request')}, ${waiting} still waiting for approval. Days open run to the final decision, or to today while waiting.`;
    }
  }
}
