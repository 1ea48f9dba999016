import type { FeatureSwitchName } from '@portal/contracts/config';

/** The spec's names for the feature switches (§9), with what each does in this portal. */
export const featureSwitchLabels: Record<FeatureSwitchName, { label: string; help: string }> = {
  attendanceSupportingDocs: {
    label: 'Supporting documents for attendance requests',
    help: 'Employees may attach files to attendance adjustments.',
  },
  attendanceSupportingDocsRequired: {
    label: 'Supporting documents required for attendance',
    help: 'An attendance adjustment cannot be filed without a file.',
  },
  leaveSupportingDocs: {
    label: 'Supporting documents for leave',
    help: 'Employees may attach files (e.g. a medical certificate) to leaves.',
  },
  officialBusinessSupportingDocs: {
    label: 'Supporting documents for official business',
    help: 'Employees may attach files to official business itineraries.',
  },
  teamLeadFileOnBehalf: {
    label: 'Team-lead filing on behalf',
    help: 'Team leads file attendance adjustments for the members of their team.',
  },
  multiSelectApproval: {
    label: 'Multi-select approval',
    help: 'Approvers tick several requests and approve or disapprove them at once.',
  },
  timePickerClock: {
    label: 'Time-picker clock',
    help: 'Time fields in request forms open a clock as well as taking typed times.',
  },
  ellipsis: { label: 'Ellipsis', help: "Long text in tables is cut with '...' and shown whole on hover." },
  leaveDuration: { label: 'Leave duration', help: 'People choose a leave\'s hours (a half day); off: leaves are whole working days.' },
  overtimeTypes: { label: 'Overtime types', help: 'Overtime requests carry a type (ordinary day, rest day, holiday).' },
  otType: { label: 'OT type', help: 'The OT type column shows in the overtime tables.' },
  shiftRequestReason: { label: 'Shift request reason', help: 'A shift change asks for, and requires, a reason.' },
  geolocation: { label: 'Geolocation', help: 'Time in/out records where the phone is, and the closest address.' },
  disableTimeInOutOnMobile: {
    label: 'Time in/out disabled on mobile',
    help: 'Phones cannot time in or out; only computers can.',
  },
  showTimeEntries3And4: {
    label: 'Third and fourth time entries',
    help: 'Attendance tables show the third and fourth in/out pairs.',
  },
  showLevel3Status: { label: 'Level 3 status', help: 'Request tables show the third approval level.' },
};
