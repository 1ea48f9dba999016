import { defineMessages } from './messages';

/**
 * Filing and deciding requests of every type, in both languages (see messages.ts).
 * {label} is the type's name in the reader's language ("leave", "pagpalit ng shift").
 */
export const requestMessages = defineMessages({
  'request.own_request': {
    en: 'You cannot approve or disapprove your own request.',
    fil: 'Hindi mo puwedeng aprubahan o tanggihan ang sarili mong request.',
  },
  'request.already_closed': {
    en: 'This request was already {outcome, select, approved {approved} rejected {rejected} other {closed}}; it cannot be acted on again.',
    fil: 'Ang request na ito ay {outcome, select, approved {aprubado na} rejected {hindi na aprubado} other {sarado na}}; hindi na ito maaaksyunan ulit.',
  },
  'request.delegate_own_level': {
    en: "You are this request's level {own} approver, so you cannot also act at level {level} as a delegate.",
    fil: 'Ikaw ang level {own} approver ng request na ito, kaya hindi ka puwedeng umaksyon din sa level {level} bilang kapalit.',
  },
  'request.remarks_required': {
    en: 'remarks are required to disapprove',
    fil: 'Kailangan ang puna para hindi aprubahan',
  },
  'request.already_acted': {
    en: 'You have already acted on this request.',
    fil: 'Naaksyunan mo na ang request na ito.',
  },
  'request.not_your_level': {
    en: 'This request is not yet at your level; level {level} must act first.',
    fil: 'Wala pa sa level mo ang request na ito; kailangan munang umaksyon ang level {level}.',
  },
  'request.not_waiting': {
    en: 'This request is not waiting for your approval.',
    fil: 'Hindi naghihintay ng approval mo ang request na ito.',
  },
  'request.touched': {
    en: 'This {label} has already been acted on by an approver and can no longer be changed or deleted.',
    fil: 'Naaksyunan na ng approver ang {label} na ito kaya hindi na ito mababago o mabubura.',
  },
  'request.on_behalf_off': {
    en: 'Filing {label}s on behalf of others is not enabled for this company.',
    fil: 'Hindi naka-on sa kumpanyang ito ang pag-file ng {label} para sa iba.',
  },
  'request.on_behalf_leads_only': {
    en: 'Only team leads file {label}s on behalf of others.',
    fil: 'Mga team lead lang ang nagfa-file ng {label} para sa iba.',
  },
  'request.not_in_team': {
    en: 'Employee {empId} is not in your team.',
    fil: 'Wala sa team mo ang empleyadong {empId}.',
  },
  'request.no_approver_own': {
    en: 'No approver is set up for your {label}s. Please ask HR to set the approval route.',
    fil: 'Wala pang approver para sa {label} mo. Pakihiling sa HR na i-set ang approval route.',
  },
  'request.no_approver_other': {
    en: "No approver is set up for employee {empId}'s {label}s. Please ask HR to set the approval route.",
    fil: 'Wala pang approver para sa {label} ng empleyadong {empId}. Pakihiling sa HR na i-set ang approval route.',
  },
  'request.not_yours': {
    en: 'There is no {label} {ref} of yours.',
    fil: 'Wala kang {label} na {ref}.',
  },
  'request.part_of_group': {
    en: '{Label} #{recid} is part of group {label} {group}; your team lead manages it.',
    fil: '{Label} #{recid}: bahagi ito ng group {label} {group}; ang team lead mo ang nag-aasikaso nito.',
  },
  'payslip.no_access': {
    en: 'Your account has no payslip access. Ask HR if you should have it.',
    fil: 'Walang access sa payslip ang account mo. Magtanong sa HR kung dapat ay mayroon ka.',
  },
  'payslip.import_hr_only': {
    en: 'Only HR administrators can import payslips.',
    fil: 'Mga HR administrator lang ang puwedeng mag-import ng payslip.',
  },
  'payslip.import_ready': {
    en: 'The file is ready to import: {rows} {rows, plural, one {payslip} other {payslips}} ({added} added, {replaced} replaced, {unchanged} unchanged).',
    fil: 'Handa nang i-import ang file: {rows, plural, one {{rows} payslip} other {{rows} na payslip}} ({added} madadagdag, {replaced} mapapalitan, {unchanged} walang pagbabago).',
  },
  'payslip.import_done': {
    en: '{rows} {rows, plural, one {payslip} other {payslips}} imported: {added} added, {replaced} replaced, {unchanged} unchanged.',
    fil: 'Na-import ang {rows, plural, one {{rows} payslip} other {{rows} na payslip}}: {added} nadagdag, {replaced} napalitan, {unchanged} walang pagbabago.',
  },
  'admin.hr_only': {
    en: 'Only HR administrators can do this.',
    fil: 'Mga HR administrator lang ang puwedeng gumawa nito.',
  },
  'payslip.only_own': {
    en: 'You can only see your own payslips.',
    fil: 'Sarili mong payslip lang ang makikita mo.',
  },
  'payslip.none_for_period': {
    en: 'You have no payslip for the {period, select, 1 {1st cut-off} other {2nd cut-off}} of {month} {year}.',
    fil: 'Wala kang payslip para sa {period, select, 1 {unang cut-off} other {ikalawang cut-off}} ng {month} {year}.',
  },
});
