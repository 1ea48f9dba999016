import { defineMessages } from './messages';

/**
 * Notifications (the bell's title and body, and the e-mail made of them) and the fixed
 * words of the notification e-mails, in both languages (see messages.ts). Each notice
 * is written in its recipient's language when it is stored.
 * {label} is a request type's name in the reader's language ("leave", "pagpalit ng
 * shift"); {ref} a request's number as people read it ("#7", "G-7"); names and
 * usernames are the same in both. {outcome} is one approval step: moved (approved at
 * a level, on to the next), approved (finally), or rejected.
 */
export const noticeMessages = defineMessages({
  // A group's members, as a group request names them: "Maria Santos, Carlo Reyes and Ana Cruz".
  'notice.names_and_last': {
    en: '{names} and {last}',
    fil: '{names} at {last}',
  },
  'notice.names_and_others': {
    en: '{names} and {rest, plural, one {# other} other {# others}}',
    fil: '{names} at {rest} pa',
  },

  // A request waits for an approver (and whoever stands in for them today).
  'notice.waiting': {
    en: "{requester}'s {label} {ref} waits for your approval",
    fil: 'Naghihintay ng approval mo ang {label} {ref} ni {requester}',
  },
  'notice.group_waiting': {
    en: 'Group {label} {ref}{members, plural, =0 {} other { for {names}}} waits for your approval',
    fil: 'Naghihintay ng approval mo ang group {label} {ref}{members, plural, =0 {} =1 { para kay {names}} other { para kina {names}}}',
  },
  'notice.filed_by': {
    en: 'Filed by {filer}.',
    fil: 'In-file ni {filer}.',
  },
  'notice.stand_in_today': {
    en: 'You stand in for {approver} today.{filed, select, yes { Filed by {filer}.} other {}}',
    fil: 'Ikaw ang kapalit ni {approver} ngayong araw.{filed, select, yes { In-file ni {filer}.} other {}}',
  },

  // A team lead filed for someone, or included them in a group request.
  'notice.filed_for_you': {
    en: '{filer} filed a {label} for you ({ref})',
    fil: 'Nag-file si {filer} ng {label} para sa iyo ({ref})',
  },
  'notice.filed_for_you_body': {
    en: 'It now goes through the approval route like your own requests.',
    fil: 'Dadaan na ito sa approval route gaya ng sarili mong mga request.',
  },
  'notice.member_filed': {
    en: '{filer} filed your {label} {ref} in group {group}',
    fil: 'In-file ni {filer} ang iyong {label} {ref} sa group {group}',
  },
  'notice.member_filed_body': {
    en: "It goes through your team lead's approval route; you will see the decision here.",
    fil: 'Dadaan ito sa approval route ng team lead mo; dito mo makikita ang desisyon.',
  },

  // An approval step decided: the requester, each member of a group, and a lead who filed for someone.
  'notice.decided': {
    en: 'Your {label} {ref} {outcome, select, moved {was approved at level {level}} approved {was approved} other {was rejected}}',
    fil: '{outcome, select, moved {Aprubado na sa level {level}} approved {Aprubado na} other {Hindi aprubado}} ang iyong {label} {ref}',
  },
  'notice.group_decided': {
    en: 'Your group {label} {ref}{members, plural, =0 {} other { for {names}}} {outcome, select, moved {was approved at level {level}} approved {was approved} other {was rejected}}',
    fil: '{outcome, select, moved {Aprubado na sa level {level}} approved {Aprubado na} other {Hindi aprubado}} ang iyong group {label} {ref}{members, plural, =0 {} =1 { para kay {names}} other { para kina {names}}}',
  },
  'notice.member_decided': {
    en: 'Your {label} {ref} in group {group} {outcome, select, moved {was approved at level {level}} approved {was approved} other {was rejected}}',
    fil: '{outcome, select, moved {Aprubado na sa level {level}} approved {Aprubado na} other {Hindi aprubado}} ang iyong {label} {ref} sa group {group}',
  },
  'notice.filer_decided': {
    en: "{requester}'s {label} {ref} (filed by you) {outcome, select, moved {was approved at level {level}} approved {was approved} other {was rejected}}",
    fil: '{outcome, select, moved {Aprubado na sa level {level}} approved {Aprubado na} other {Hindi aprubado}} ang {label} {ref} ni {requester} (na in-file mo)',
  },
  'notice.coe_ready': {
    en: 'Your certificate of employment (#{recid}) is signed and ready',
    fil: 'Pirmado na at handa na ang iyong Certificate of Employment (#{recid})',
  },
  'notice.decision_body': {
    en: '{verdict, select, approved {Approved} other {Rejected}} by {actor} at level {level}.{said, select, yes { Remarks: "{remarks}"} other {}}{waits, select, yes { It now waits for level {next}.} other {}}{filed, select, yes { Filed by {filer}.} other {}}',
    fil: '{verdict, select, approved {Inaprubahan} other {Hindi inaprubahan}} ni {actor} sa level {level}.{said, select, yes { Puna: "{remarks}"} other {}}{waits, select, yes { Naghihintay na ito sa level {next}.} other {}}{filed, select, yes { In-file ni {filer}.} other {}}',
  },

  // Reminders that come due with time.
  'notice.coe_due': {
    en: "{requester}'s certificate request #{recid} is due by {due}",
    fil: 'Due na sa {due} ang request ng certificate #{recid} ni {requester}',
  },
  'notice.coe_due_body': {
    en: 'Certificates are issued within {days} days of the request; this one has not been signed yet.',
    fil: 'Ini-issue ang mga certificate sa loob ng {days} araw mula sa request; hindi pa napipirmahan ang isang ito.',
  },
  'notice.delegation_starts_delegate': {
    en: 'From today you stand in for {approver}, to {to}',
    fil: 'Simula ngayon, ikaw ang kapalit ni {approver} hanggang {to}',
  },
  'notice.delegation_starts_approver': {
    en: 'From today {delegate} stands in for you, to {to}',
    fil: 'Simula ngayon, si {delegate} ang kapalit mo hanggang {to}',
  },
  'notice.delegation_over_delegate': {
    en: 'Your standing in for {approver} has ended',
    fil: 'Hindi ka na kapalit ni {approver}',
  },
  'notice.delegation_over_approver': {
    en: '{delegate} no longer stands in for you',
    fil: 'Hindi mo na kapalit si {delegate}',
  },

  // HR set up, ended or cancelled a delegation.
  'notice.delegation_set_delegate': {
    en: 'You stand in for {approver} from {from} to {to}',
    fil: 'Ikaw ang kapalit ni {approver} mula {from} hanggang {to}',
  },
  'notice.delegation_set_delegate_body': {
    en: 'Requests waiting for {approver} are yours to act on during those days; they show in your bell.',
    fil: 'Ikaw ang aaksyon sa mga request na naghihintay kay {approver} sa mga araw na iyon; lalabas ang mga ito sa iyong mga abiso.',
  },
  'notice.delegation_set_approver': {
    en: '{delegate} stands in for you from {from} to {to}',
    fil: 'Si {delegate} ang kapalit mo mula {from} hanggang {to}',
  },
  'notice.delegation_set_approver_body': {
    en: 'HR set this up; your requests waiting for approval can be acted on by either of you.',
    fil: 'Ang HR ang nag-set up nito; ang mga request na naghihintay ng approval mo ay puwedeng aksyunan ng sinuman sa inyong dalawa.',
  },
  'notice.delegation_stopped_delegate': {
    en: 'Standing in for {approver} {how, select, ended {ended today} other {was cancelled before it began}}',
    fil: '{how, select, ended {Hindi ka na kapalit ni {approver}: tinapos ito ngayong araw} other {Hindi ka na magiging kapalit ni {approver}: kinansela ito bago magsimula}}',
  },
  'notice.delegation_stopped_approver': {
    en: '{delegate} standing in for you {how, select, ended {ended today} other {was cancelled before it began}}',
    fil: '{how, select, ended {Hindi mo na kapalit si {delegate}: tinapos ito ngayong araw} other {Hindi mo na magiging kapalit si {delegate}: kinansela ito bago magsimula}}',
  },

  // Account events HR causes (never the password).
  'notice.account_created': {
    en: 'Your portal account "{username}" was created',
    fil: 'Nagawa na ang iyong portal account na "{username}"',
  },
  'notice.account_created_body': {
    en: 'HR gives you a temporary password; you choose your own when you first log in.',
    fil: 'Bibigyan ka ng HR ng temporary password; pipili ka ng sarili mong password sa una mong pag-log in.',
  },
  'notice.password_reset': {
    en: 'HR reset the password of your portal account "{username}"',
    fil: 'Ni-reset ng HR ang password ng iyong portal account na "{username}"',
  },
  'notice.password_reset_body': {
    en: 'HR gives you a temporary password; you choose a new one when you next log in. If you did not ask for this, tell HR.',
    fil: 'Bibigyan ka ng HR ng temporary password; pipili ka ng bago sa susunod mong pag-log in. Kung hindi mo ito hiniling, sabihan ang HR.',
  },

  // A payslip released (for payroll-release.ts: {period} is the run's name, {date} the pay date, each in the reader's language).
  'notice.payslip_ready': {
    en: 'Your payslip for {period} is ready',
    fil: 'Handa na ang iyong payslip para sa {period}',
  },
  'notice.payslip_ready_body': {
    en: 'Paid on {date}. Open Payslip in the portal to read it.',
    fil: 'Ibinayad noong {date}. Buksan ang Payslip sa portal para mabasa ito.',
  },

  // The fixed words of the notification e-mails and the daily summary.
  'mail.greeting': {
    en: 'Hello {name},',
    fil: 'Magandang araw, {name},',
  },
  'mail.open_link': {
    en: 'Open it in the portal: {url}',
    fil: 'Buksan ito sa portal: {url}',
  },
  'mail.open_button': {
    en: 'Open in the portal',
    fil: 'Buksan sa portal',
  },
  'mail.signature': {
    en: '{company} HR Portal',
    fil: '{company} HR Portal',
  },
  'mail.why': {
    en: 'You get this {kind, select, summary {summary} other {e-mail}} because of your notification settings in the portal, where you can change them.',
    fil: 'Natatanggap mo ang {kind, select, summary {buod na ito} other {e-mail na ito}} dahil sa iyong mga setting ng abiso sa portal, kung saan mo ito mababago.',
  },
  'mail.digest_subject': {
    en: 'Your daily summary: {count, plural, one {1 notification} other {{count} notifications}}',
    fil: 'Ang buod mo ngayong araw: {count} abiso',
  },
  'mail.digest_intro': {
    en: 'Here is what happened in the portal since your last summary ({count, plural, one {1 notification} other {{count} notifications}}):',
    fil: 'Ito ang mga nangyari sa portal mula sa huli mong buod ({count} abiso):',
  },
});
