import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';
import { formatDate } from '../../lib/time-format';
import type { LoadedReport } from './api/get-report';

// Counts are written as the figures are kept ("1234 minutes", no grouping), the noun
// chosen by the language's plural rule.
const hours = (value: number) => {
  const shown = Math.round(value * 100) / 100;
  return plural(value, { one: `${shown} hour`, other: `${shown} hours` });
};
const employees = (value: number) => plural(value, { one: `${value} employee`, other: `${value} employees` });
const minutes = (value: number) => plural(value, { one: `${value} minute`, other: `${value} minutes` });
const sum = <Row>(rows: Row[], pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** One sentence over the report: its period, how many people it covered, and its totals. */
export function describeReport(loaded: LoadedReport): string {
  if (loaded.kind === 'leave-balances') {
    const { year, rows } = loaded.answer;
    const people = employees(new Set(rows.map((row) => row.empid)).size);
    const balanceCount = rows.length;
    const balances = plural(balanceCount, { one: `${balanceCount} balance`, other: `${balanceCount} balances` });
    return i18n._(msg`${year}: ${people}, ${balances} by leave type, in hours (a day is 8 hours).`);
  }
  const from = formatDate(loaded.answer.from);
  const to = formatDate(loaded.answer.to);
  const range = i18n._(msg`${from} to ${to}`);
  switch (loaded.kind) {
    case 'overtime': {
      const { rows } = loaded.answer;
      const counted = rows.length;
      const people = employees(loaded.answer.people);
      const rendered = hours(sum(rows, (row) => row.rendered_total));
      const approved = hours(sum(rows, (row) => row.approved_total));
      return i18n._(msg`${range}: ${counted} of ${people} worked overtime, ${rendered} rendered and ${approved} approved.`);
    }
    case 'tardiness': {
      const { rows } = loaded.answer;
      const counted = rows.length;
      const people = employees(loaded.answer.people);
      const late = minutes(sum(rows, (row) => row.tardy_minutes));
      const undertime = minutes(sum(rows, (row) => row.undertime_minutes));
      return i18n._(msg`${range}: ${counted} of ${people} came late or left early, ${late} late and ${undertime} of undertime.`);
    }
    case 'absences': {
      const { rows } = loaded.answer;
      const counted = rows.length;
      const people = employees(loaded.answer.people);
      const absenceCount = sum(rows, (row) => row.absences);
      const absences = plural(absenceCount, { one: `${absenceCount} absence`, other: `${absenceCount} absences` });
      const dayCount = sum(rows, (row) => row.incomplete_days);
      const days = plural(dayCount, { one: `${dayCount} day`, other: `${dayCount} days` });
      return i18n._(msg`${range}: ${counted} of ${people} have ${absences} and ${days} without a time-out.`);
    }
    case 'requests': {
      const { rows } = loaded.answer;
      const requestCount = rows.length;
      const requests = plural(requestCount, { one: `${requestCount} request`, other: `${requestCount} requests` });
      const waiting = rows.filter((row) => row.overall_status === '' || row.overall_status === 'B').length;
      return i18n._(msg`Filed ${range}: ${requests}, ${waiting} still waiting for approval. Days open run to the final decision, or to today while waiting.`);
    }
  }
}
