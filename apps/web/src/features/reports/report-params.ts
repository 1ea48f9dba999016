import { msg } from '@lingui/core/macro';
import { MAX_REPORT_DAYS, reportKinds, type ReportKind } from '@portal/contracts/reports';
import { i18n } from '../../lib/i18n';
import { shiftDate } from '../../lib/time-format';

/** What a report link names: the report, its period, whose figures, and the list's sort. */
export interface ReportParams {
  report: ReportKind;
  /** The year of the leave balances. */
  year: number;
  /** The days of the other reports (YYYY-MM-DD). */
  from: string;
  to: string;
  department: string;
  search: string;
  /** The main list's sort: a column id, and whether it runs from the largest. */
  sort: { id: string; desc: boolean } | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The report a link names, with what it leaves out filled in: this year, or the 30 days to yesterday. */
export function paramsFromSearch(search: URLSearchParams, today: string): ReportParams {
  const report = reportKinds.find((kind) => kind === search.get('report')) ?? 'leave-balances';
  const year = Number(search.get('year'));
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const [sortId, order] = (search.get('sort') ?? '').split('.');
  return {
    report,
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : Number(today.slice(0, 4)),
    from: DATE.test(from) ? from : shiftDate(today, -30),
    to: DATE.test(to) ? to : shiftDate(today, -1),
    department: search.get('department') ?? '',
    search: search.get('search') ?? '',
    sort: sortId ? { id: sortId, desc: order === 'desc' } : null,
  };
}

/** The link's search part: only what the report uses, so a link says what it shows. */
export function searchOfParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams({ report: params.report });
  if (params.report === 'leave-balances') search.set('year', String(params.year));
  else {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  if (params.department) search.set('department', params.department);
  if (params.search) search.set('search', params.search);
  if (params.sort) search.set('sort', `${params.sort.id}.${params.sort.desc ? 'desc' : 'asc'}`);
  return search;
}

/** Why the period cannot be asked for, in the words the date fields show; null when it can. */
export function periodProblem(params: ReportParams): string | null {
  if (params.report === 'leave-balances') return null;
  if (params.from > params.to) return i18n._(msg`From must not be after To`);
  const maxDays = MAX_REPORT_DAYS;
  if (daysBetween(params.from, params.to) > maxDays) return i18n._(msg`At most ${maxDays} days at a time`);
  return null;
}

/** The query the report's call takes. */
export function queryOfParams(params: ReportParams) {
  const scope = { ...(params.department ? { department: params.department } : {}), ...(params.search ? { search: params.search } : {}) };
  return params.report === 'leave-balances' ? { year: params.year, ...scope } : { from: params.from, to: params.to, ...scope };
}
