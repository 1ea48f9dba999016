import { requestTypeNames, type ApprovalStatus } from '@portal/contracts/approvals';
import { requestAgeBuckets, type RequestReportRow, type RequestSummaryRow } from '@portal/contracts/reports';

/** The bucket a request's days open fall in: the first whose `max` holds them. */
export function ageBucketOf(daysOpen: number): number {
  const index = requestAgeBuckets.findIndex((bucket) => bucket.max !== null && daysOpen <= bucket.max);
  return index === -1 ? requestAgeBuckets.length - 1 : index;
}

/**
 * Counts by request type and overall status, each split by age, in the order of
 * the request types and of a request's life; only the pairs that have requests.
 */
export function summariseRequests(rows: readonly RequestReportRow[]): RequestSummaryRow[] {
  const counts = new Map<string, RequestSummaryRow>();
  for (const row of rows) {
    const key = `${row.request_type} ${row.overall_status}`;
    let summary = counts.get(key);
    if (!summary) {
      summary = { request_type: row.request_type, overall_status: row.overall_status, count: 0, ages: requestAgeBuckets.map(() => 0) };
      counts.set(key, summary);
    }
    summary.count += 1;
    summary.ages[ageBucketOf(row.days_open)]! += 1;
  }
  const lifeOrder: readonly ApprovalStatus[] = ['', 'B', 'A', 'E', 'D'];
  return requestTypeNames.flatMap((type) => lifeOrder.flatMap((status) => counts.get(`${type} ${status}`) ?? []));
}
