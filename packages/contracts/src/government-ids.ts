import { z } from 'zod';

// The Philippine government numbers an employee record carries, which payslips and
// certificates often need. Each is read with or without its dashes and spaces, and
// kept in the form the issuing agency prints, so the same number is never stored
// two ways.

export interface GovernmentIdFormat {
  /** The column and the field's wire name. */
  field: 'tin' | 'sss_no' | 'philhealth_no' | 'pagibig_no';
  /** With its article, as a sentence uses it: "an SSS number". */
  label: string;
  /** Digit counts the agency issues, and how each is grouped when printed. */
  groupings: Record<number, readonly number[]>;
  example: string;
}

export const GOVERNMENT_IDS: readonly GovernmentIdFormat[] = [
  // BIR: nine digits, then a branch code of three (000 for the head office) or, on
  // newer registrations, five digits.
  {
    field: 'tin',
    label: 'a TIN',
    groupings: { 9: [3, 3, 3], 12: [3, 3, 3, 3], 14: [3, 3, 3, 5] },
    example: '123-456-789-000',
  },
  { field: 'sss_no', label: 'an SSS number', groupings: { 10: [2, 7, 1] }, example: '34-1234567-8' },
  { field: 'philhealth_no', label: 'a PhilHealth number', groupings: { 12: [2, 9, 1] }, example: '12-345678901-2' },
  { field: 'pagibig_no', label: 'a Pag-IBIG MID number', groupings: { 12: [4, 4, 4] }, example: '1234-5678-9012' },
];

/** The number as the agency prints it, or null when it is not one of its formats. */
export function formatGovernmentId(format: GovernmentIdFormat, value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s-]/g, '');
  const grouping = format.groupings[digits.length];
  if (!grouping) return null;
  const groups: string[] = [];
  let start = 0;
  for (const size of grouping) {
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join('-');
}

export function governmentIdMessage(format: GovernmentIdFormat): string {
  const counts = Object.keys(format.groupings)
    .join(', ')
    .replace(/, (\d+)$/, ' or $1');
  return `${format.field} must be ${format.label} of ${counts} digits, like ${format.example}`;
}

/** A government number in any spacing, answered in the printed form; blank is null. */
export function governmentId(format: GovernmentIdFormat) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string({ error: governmentIdMessage(format) })
      .transform((value, context) => {
        const formatted = formatGovernmentId(format, value);
        if (formatted === null) {
          context.addIssue({ code: 'custom', message: governmentIdMessage(format) });
          return z.NEVER;
        }
        return formatted;
      })
      .nullable(),
  );
}

export function governmentIdFormat(field: GovernmentIdFormat['field']): GovernmentIdFormat {
  return GOVERNMENT_IDS.find((format) => format.field === field)!;
}

/**
 * Civil status as the Family Code and the PSA record it. Leave types may be limited
 * to some of them: Paternity Leave (RA 8187) is for a married man.
 */
export const CIVIL_STATUSES = ['Single', 'Married', 'Widowed', 'Legally Separated', 'Annulled'] as const;
export type CivilStatus = (typeof CIVIL_STATUSES)[number];
