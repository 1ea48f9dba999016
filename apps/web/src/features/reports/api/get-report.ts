import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@portal/contracts/http';
import { reportsRoutes, type AbsencesReport, type LeaveBalancesReport, type OvertimeReport, type RequestsReport, type TardinessReport } from '@portal/contracts/reports';
import { callApi } from '../../../lib/api-client';
import { periodProblem, queryOfParams, type ReportParams } from '../report-params';

/** A report's answer with its kind, so each view reads the answer it was drawn for. */
export type LoadedReport =
  | { kind: 'leave-balances'; answer: LeaveBalancesReport }
  | { kind: 'overtime'; answer: OvertimeReport }
  | { kind: 'tardiness'; answer: TardinessReport }
  | { kind: 'absences'; answer: AbsencesReport }
  | { kind: 'requests'; answer: RequestsReport };

async function fetchReport(params: ReportParams, signal: AbortSignal): Promise<LoadedReport> {
  const route = reportsRoutes[params.report];
  const answer = await callApi(route, { query: queryOfParams(params) as QueryOf<typeof route>, signal });
  return { kind: params.report, answer } as LoadedReport;
}

/** One report as the link names it; nothing is asked while its period cannot be (a reversed range). */
export function reportQuery(params: ReportParams) {
  return queryOptions({
    queryKey: ['reports', params.report, queryOfParams(params)],
    queryFn: ({ signal }) => fetchReport(params, signal),
    enabled: periodProblem(params) === null,
  });
}

/** While other filters load, the last answer of the same report stays on screen (never another report's). */
export function useReport(params: ReportParams) {
  return useQuery({
    ...reportQuery(params),
    placeholderData: (previous) => (previous?.kind === params.report ? keepPreviousData(previous) : undefined),
  });
}
