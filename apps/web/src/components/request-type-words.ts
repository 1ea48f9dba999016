import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestTypeName } from '@portal/contracts/approvals';
import { i18n } from '../lib/i18n';

// Each request type in the reader's language: in English the contracts' requestTypeLabels, word for word.
const requestTypeWords: Record<RequestTypeName, MessageDescriptor> = {
  attendance_adjustment: msg`Attendance adjustment`,
  official_business: msg`Official business`,
  leave: msg`Leave`,
  overtime: msg`Overtime`,
  shift: msg`Shift change`,
  coe: msg`Certificate of employment`,
};

/** Short headers, so six types fit beside the names. */
const shortWords: Record<RequestTypeName, MessageDescriptor> = {
  attendance_adjustment: msg`Attendance adj.`,
  official_business: msg`Official business`,
  leave: msg`Leave`,
  overtime: msg`Overtime`,
  shift: msg`Shift change`,
  coe: msg`COE`,
};

/** "Attendance adjustment" for attendance_adjustment; an unknown type reads as it is. */
export function requestTypeLabel(type: RequestTypeName): string {
  const words = requestTypeWords[type] as MessageDescriptor | undefined;
  return words ? i18n._(words) : type;
}

/** The short name of a type, for a column header. */
export function requestTypeShortLabel(type: RequestTypeName): string {
  const words = shortWords[type] as MessageDescriptor | undefined;
  return words ? i18n._(words) : requestTypeLabel(type);
}
