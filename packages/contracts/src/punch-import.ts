import { importRoute } from './admin';

// Punches from biometric terminals, imported by HR (Administration > Time Clock). Two
// formats, told apart by their first line (README, "Importing terminal punches"):
// - CSV with a header: emp_id, datetime, and optionally direction (in/out) and device;
// - the tab-separated attendance log ZKTeco-style terminals export (attlog), no header:
//   user id, date and time, verify mode, status (0 check-in, 1 check-out, 2 break-out,
//   3 break-in, 4 overtime-in, 5 overtime-out), and any further columns, ignored.

export const PUNCH_IMPORT_COLUMNS = { all: ['emp_id', 'datetime', 'direction', 'device'], required: ['emp_id', 'datetime'] } as const;

/**
 * One file may hold a month of a large company's terminal punches: 10,000 people,
 * four punches a day, 31 days is 1.24 million rows. The file is read as a stream.
 */
export const MAX_PUNCH_IMPORT_ROWS = 2_000_000;
/** About 40 bytes a row in either format, with room to spare. */
export const MAX_PUNCH_IMPORT_BYTES = 128 * 1024 * 1024;

/** A punch within this of one already stored for the same person is the same punch. */
export const SAME_PUNCH_WITHIN_MS = 60_000;

/** attlog status codes and the direction each means; other codes leave the direction to pairing. */
export const TERMINAL_STATUS_DIRECTIONS: Readonly<Record<string, 'in' | 'out'>> = { '0': 'in', '1': 'out', '2': 'out', '3': 'in', '4': 'in', '5': 'out' };

export const punchImportRoutes = {
  importPunches: importRoute(
    '/v1/admin/punches/import',
    'Import terminal punches: CSV (emp_id, datetime, direction, device) or a ZKTeco attendance log; ?dryRun=true checks only',
  ),
} as const;
