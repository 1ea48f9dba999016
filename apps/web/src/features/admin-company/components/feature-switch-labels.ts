import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeatureSwitchName } from '@portal/contracts/config';

/** The spec's names for the feature switches (§9), with what each does in this portal; rendered with i18n._. */
export const featureSwitchLabels: Record<FeatureSwitchName, { label: MessageDescriptor; help: MessageDescriptor }> = {
  attendanceSupportingDocs: {
    label: msg`Supporting documents for attendance requests`,
    help: msg`Employees may attach files to attendance adjustments.`,
  },
  attendanceSupportingDocsRequired: {
    label: msg`Supporting documents required for attendance`,
    help: msg`An attendance adjustment cannot be filed without a file.`,
  },
  leaveSupportingDocs: {
    label: msg`Supporting documents for leave`,
    help: msg`Employees may attach files (e.g. a medical certificate) to leaves.`,
  },
  officialBusinessSupportingDocs: {
    label: msg`Supporting documents for official business`,
    help: msg`Employees may attach files to official business itineraries.`,
  },
  teamLeadFileOnBehalf: {
    label: msg`Team-lead filing on behalf`,
    help: msg`Team leads file attendance adjustments for the members of their team.`,
  },
  multiSelectApproval: {
    label: msg`Multi-select approval`,
    help: msg`Approvers tick several requests and approve or disapprove them at once.`,
  },
  timePickerClock: {
    label: msg`Time-picker clock`,
    help: msg`Time fields in request forms open a clock as well as taking typed times.`,
  },
  ellipsis: { label: msg`Ellipsis`, help: msg`Long text in tables is cut with '...' and shown whole on hover.` },
  leaveDuration: { label: msg`Leave duration`, help: msg`People choose a leave's hours (a half day); off: leaves are whole working days.` },
  overtimeTypes: { label: msg`Overtime types`, help: msg`Overtime requests carry a type (ordinary day, rest day, holiday).` },
  otType: { label: msg`OT type`, help: msg`The OT type column shows in the overtime tables.` },
  shiftRequestReason: { label: msg`Shift request reason`, help: msg`A shift change asks for, and requires, a reason.` },
  geolocation: { label: msg`Geolocation`, help: msg`Time in/out records where the phone is, and the closest address.` },
  disableTimeInOutOnMobile: {
    label: msg`Time in/out disabled on mobile`,
    help: msg`Phones cannot time in or out; only computers can.`,
  },
  showTimeEntries3And4: {
    label: msg`Third and fourth time entries`,
    help: msg`Attendance tables show the third and fourth in/out pairs.`,
  },
  showLevel3Status: { label: msg`Level 3 status`, help: msg`Request tables show the third approval level.` },
};
