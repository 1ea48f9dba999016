import fc from 'fast-check';
import { ACCOUNT_IMPORT_COLUMNS, EMPLOYEE_IMPORT_REQUIRED } from '@portal/contracts/admin-employees';
import { HOLIDAY_IMPORT_COLUMNS } from '@portal/contracts/admin-holidays';
import { ENTITLEMENT_IMPORT_COLUMNS } from '@portal/contracts/admin-leave';
import { ROUTE_IMPORT_COLUMNS } from '@portal/contracts/admin-routes';
import { SCHEDULE_IMPORT_COLUMNS, SHIFT_IMPORT_COLUMNS } from '@portal/contracts/admin-shifts';
import { PAYSLIP_IMPORT_COLUMNS } from '@portal/contracts/payslip';
import { brokenPng, samplePdf, samplePng } from '../multipart';
import { badValueFor } from './bad-values';

/** The upload operations (multipart bodies the OpenAPI document does not describe), with the CSV columns of each import. */
export const uploadColumns: Record<string, readonly string[] | null> = {
  '/api/v1/documents': null,
  '/api/v2/coe': null,
  '/api/v1/admin/company/logo': null,
  '/api/v1/admin/company/signature': null,
  '/api/v1/payslip/import': PAYSLIP_IMPORT_COLUMNS.required,
  '/api/v1/admin/employees/import': EMPLOYEE_IMPORT_REQUIRED,
  '/api/v1/admin/accounts/import': ACCOUNT_IMPORT_COLUMNS,
  '/api/v1/admin/routes/import': ROUTE_IMPORT_COLUMNS,
  '/api/v1/admin/shifts/import': SHIFT_IMPORT_COLUMNS.required,
  '/api/v1/admin/schedules/import': SCHEDULE_IMPORT_COLUMNS.required,
  '/api/v1/admin/holidays/import': HOLIDAY_IMPORT_COLUMNS.required,
  '/api/v1/admin/leave/entitlements/import': ENTITLEMENT_IMPORT_COLUMNS,
};

export interface GeneratedUpload {
  payload: Buffer;
  contentType: string;
}

const csvCell = (value: unknown) => `"${String(typeof value === 'object' ? JSON.stringify(value) : value).replaceAll('"', '""')}"`;

function plausibleCell(column: string): string {
  if (/date/.test(column)) return '2027-03-01';
  if (/emp_id|approver1|team_lead/.test(column)) return '4';
  if (column === 'year') return '2026';
  if (/month|period/.test(column)) return '1';
  if (/time/.test(column)) return '08:00';
  if (column === 'type') return 'LH';
  if (column === 'request_type') return 'leave';
  if (column === 'default_shift' || column === 'shift') return 'DAY';
  if (/basic|ytd|hours/.test(column)) return '100';
  return 'Name';
}

function csvArbitrary(columns: readonly string[]): fc.Arbitrary<string> {
  const row = fc.tuple(...columns.map((column) => fc.oneof(fc.constant(plausibleCell(column)), badValueFor(column)))).map((cells) => cells.map(csvCell).join(','));
  return fc.array(row, { minLength: 1, maxLength: 3 }).map((rows) => [columns.join(','), ...rows].join('\n'));
}

function multipart(boundary: string, parts: { field: string; name?: string; content: Buffer }[]): Buffer {
  return Buffer.concat([
    ...parts.map((part) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${part.name ? `; filename="${part.name}"` : ''}\r\n\r\n`),
        part.content,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

const hugePng = (() => {
  const png = Buffer.from(samplePng);
  png.writeUInt32BE(60_000, 16);
  return png;
})();

/** Malformed multipart bodies, and well-formed ones carrying bad files or fields. */
export function uploadArbitrary(path: string): fc.Arbitrary<GeneratedUpload> {
  // A fixed boundary keeps every generated body the same from run to run.
  const boundary = 'portalFuzzBoundary7d1c';
  const columns = uploadColumns[path] ?? null;
  const field = path === '/api/v1/documents' ? 'supportingdocuments' : path === '/api/v2/coe' ? 'pdfFile' : 'file';
  const file = columns
    ? csvArbitrary(columns).map((csv) => Buffer.from(csv))
    : fc.oneof(fc.constantFrom(brokenPng, hugePng, samplePdf.subarray(0, 20), Buffer.alloc(0)), fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)));
  const textFields = fc.dictionary(fc.constantFrom('recid', 'reason', 'reqDate', 'coeType', 'dryRun'), fc.constantFrom('2147483648', 'a\u0000b', '0000-01-01', '9999-12-31', 'x\ud800'), { maxKeys: 3 });
  const wellFormed = fc.tuple(file, textFields).map(([content, fields]) => ({
    payload: multipart(boundary, [...Object.entries(fields).map(([name, value]) => ({ field: name, content: Buffer.from(value) })), { field, name: 'upload.csv', content }]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }));
  const malformed = fc.oneof(
    fc.constant({ payload: multipart(boundary, [{ field, name: 'a.csv', content: Buffer.from('x') }]), contentType: 'multipart/form-data' }),
    fc.nat({ max: 80 }).map((cut) => ({ payload: multipart(boundary, [{ field, name: 'a.csv', content: Buffer.from('emp_id\n1\n') }]).subarray(0, 20 + cut), contentType: `multipart/form-data; boundary=${boundary}` })),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: `multipart/form-data; boundary=${boundary}` })),
    fc.constant({ payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n`), contentType: `multipart/form-data; boundary=${boundary}` }),
  );
  return fc.oneof({ weight: 2, arbitrary: wellFormed }, { weight: 1, arbitrary: malformed });
}
