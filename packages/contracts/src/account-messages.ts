import { defineMessages } from './messages';
import { ACCESS_LOG_DENIED } from './access-log';
import { PASSKEY_REFUSED } from './passkeys';
import { WRONG_SECOND_FACTOR_CODE } from './second-factor';

// The texts the web client also compares by value (PASSKEY_REFUSED and friends) are
// the contract's own constants, so the English cannot drift from them.
const RECOVERY_CODES_EN = 'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.';
const RECOVERY_CODES_FIL = 'Itago nang maayos ang mga recovery code na ito. Bawat isa ay pang-isang sign in kapag nawala ang phone mo.';

/**
 * Employees, user accounts, the company settings, signing in (provider, second factor,
 * passkeys), retention, the access log, one's own data and profile, in both languages
 * (see messages.ts).
 */
export const accountMessages = defineMessages({
  // User accounts (HR administration).
  'account.not_found': {
    en: 'There is no account {username}.',
    fil: 'Walang account na {username}.',
  },
  'account.no_employee': {
    en: 'There is no employee {empId}; add them under Employees first.',
    fil: 'Walang empleyado na may numerong {empId}; idagdag muna siya sa Employees.',
  },
  'account.employee_inactive': {
    en: '{name} is not active; reactivate them before giving them an account.',
    fil: 'Hindi na aktibo si {name}; i-reactivate muna siya bago bigyan ng account.',
  },
  'account.already_has': {
    en: '{name} already has the account "{username}"; reset its password instead.',
    fil: 'May account na si {name}, ang "{username}"; i-reset na lang ang password nito.',
  },
  'account.username_taken': {
    en: 'The username "{username}" is taken (employee {empId}); choose another.',
    fil: 'Gamit na ang username na "{username}" (empleyado {empId}); pumili ng iba.',
  },
  'account.username_rule': {
    en: 'username must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit',
    fil: 'username: dapat 3 hanggang 40 na letra, numero, tuldok, gitling o underscore, na nagsisimula sa letra o numero',
  },
  'account.created': {
    en: 'Account "{username}" created. Give the temporary password to the employee; they must change it when they first log in.',
    fil: 'Nagawa na ang account na "{username}". Ibigay sa empleyado ang pansamantalang password; kailangan niya itong palitan sa una niyang pag-log in.',
  },
  'account.reset_payroll_holder': {
    en: '{username} holds the payroll permission: only an HR administrator who holds it too can reset that password.',
    fil: 'May payroll permission si {username}: HR administrator lang na may payroll permission din ang puwedeng mag-reset ng password na iyon.',
  },
  'account.password_reset': {
    en: 'New temporary password for "{username}" ({name}). Their sessions have ended; they must change it when they next log in.',
    fil: 'Bagong pansamantalang password para kay "{username}" ({name}). Natapos na ang mga session niya; kailangan niya itong palitan sa susunod niyang pag-log in.',
  },
  'account.not_locked': {
    en: '"{username}" is not locked; nothing to do.',
    fil: 'Hindi naka-lock ang "{username}"; walang kailangang gawin.',
  },
  'account.unlocked': {
    en: '"{username}" is unlocked; {firstname} can log in again.',
    fil: 'Na-unlock na ang "{username}"; makakapag-log in na ulit si {firstname}.',
  },

  // Employees (HR administration).
  'employee.not_found': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyado na may numerong {empId}.',
  },
  'employee.not_found_add': {
    en: 'There is no employee {empId}; add them with New employee.',
    fil: 'Walang empleyado na may numerong {empId}; idagdag siya gamit ang New employee.',
  },
  'employee.exists': {
    en: 'Employee {empId} already exists ({name}); edit them instead, or choose another number.',
    fil: 'May empleyado nang {empId} ({name}); i-edit na lang siya, o pumili ng ibang numero.',
  },
  'employee.login_from_accounts': {
    en: 'An employee already added gets a login under User Accounts, Create account.',
    fil: 'Ang empleyadong naidagdag na ay binibigyan ng login sa User Accounts, Create account.',
  },
  'employee.added': {
    en: '{name} added.',
    fil: 'Naidagdag na si {name}.',
  },
  'employee.saved': {
    en: '{name} saved.',
    fil: 'Na-save ang record ni {name}.',
  },
  'employee.unchanged': {
    en: 'Nothing changed for {name}.',
    fil: 'Walang nabago kay {name}.',
  },
  'employee.saved_with_login': {
    en: '{saved} Their login "{username}" has a temporary password, shown only now; they must change it when they first log in.',
    fil: '{saved} May pansamantalang password ang login niyang "{username}", na ipinapakita ngayon lang; kailangan niya itong palitan sa una niyang pag-log in.',
  },
  'employee.already_inactive': {
    en: '{name} is already inactive (separated {date, select, unknown {on an unknown date} other {{date}}}).',
    fil: 'Hindi na aktibo si {name} (na-separate {date, select, unknown {sa petsang hindi alam} other {noong {date}}}).',
  },
  'employee.deactivated': {
    en: '{name} is inactive from {date}; their sessions have ended.',
    fil: 'Hindi na aktibo si {name} mula {date}; natapos na ang mga session niya.',
  },
  'employee.already_active': {
    en: '{name} is already active.',
    fil: 'Aktibo na si {name}.',
  },
  'employee.reactivated': {
    en: '{name} is active again.',
    fil: 'Aktibo na ulit si {name}.',
  },
  /** An employee's problems, one sentence a line, each already written in both languages. */
  'employee.problems': {
    en: '{problems}',
    fil: '{problems}',
  },
  // What the employees import adds to its message.
  'employee.import_no_login': {
    en: '{added, plural, one {The new employee} other {The {added} new employees}} {dryRun, select, yes {would have} other {{added, plural, one {has} other {have}}}} no login yet: add a username column to create accounts in the same import, or create them under User Accounts.',
    fil: '{dryRun, select, yes {Wala pang magiging login} other {Wala pang login}} ang {added, plural, =1 {bagong empleyado} other {{added} bagong empleyado}}: magdagdag ng username column para magawa ang mga account sa parehong import, o gawin ang mga ito sa User Accounts.',
  },
  'employee.import_accounts_would': {
    en: '{count, plural, one {1 account} other {{count} accounts}} would be created, each with a temporary password shown once after the import.',
    fil: '{count} account ang magagawa, bawat isa may pansamantalang password na ipapakita nang isang beses pagkatapos ng import.',
  },
  'employee.import_accounts_created': {
    en: '{count, plural, one {1 account} other {{count} accounts}} created: give each person their temporary password, shown only now; they must change it when they first log in.',
    fil: '{count} account ang nagawa: ibigay sa bawat isa ang pansamantala niyang password, na ipinapakita ngayon lang; kailangan itong palitan sa unang pag-log in.',
  },
  'employee.import_pay_recorded': {
    en: 'Pay data: {rates} {rates, plural, one {rate} other {rates}} and {banks} bank {banks, plural, one {account} other {accounts}} recorded.',
    fil: 'Pay data: {rates} rate at {banks} bank account ang naitala.',
  },
  // What is wrong with an employee record once written: a clause each, which the form
  // makes a sentence of and the import puts after the row number.
  'employee.rule_unknown_shift': {
    en: 'default_shift {shift} is not a shift; the shifts are {shifts}',
    fil: 'hindi shift ang default_shift {shift}; ang mga shift ay {shifts}',
  },
  'employee.rule_unknown_office': {
    en: 'office_id {office} is not an office; the offices are {count, plural, =0 {not set up yet} other {{offices}}}',
    fil: 'hindi opisina ang office_id {office}; {count, plural, =0 {wala pang naka-set up na opisina} other {ang mga opisina ay {offices}}}',
  },
  'employee.rule_lead_unknown': {
    en: 'team_lead {lead} is not an employee',
    fil: 'hindi empleyado ang team_lead {lead}',
  },
  'employee.rule_lead_inactive': {
    en: 'team_lead {lead} ({name}) is not active; choose an active team lead',
    fil: 'hindi na aktibo ang team_lead {lead} ({name}); pumili ng aktibong team lead',
  },
  'employee.rule_lead_cycle': {
    en: 'team_lead {lead} would make a reporting cycle ({chain}); choose someone outside this chain',
    fil: 'paikot na reporting line ang mabubuo kapag {lead} ang team_lead ({chain}); pumili ng taong wala sa chain na ito',
  },
  'employee.rule_separation_before_hire': {
    en: 'separation_date {separation} is before hire_date {hire}',
    fil: 'mas maaga ang separation_date {separation} kaysa sa hire_date {hire}',
  },
  'employee.rule_still_leads': {
    en: '{empId} still leads {count, plural, one {{count} active employee} other {{count} active employees}} ({members}{more, plural, =0 {} other { and {more} more}}); give them another team lead first',
    fil: '{empId} pa rin ang team lead ng {count} aktibong empleyado ({members}{more, plural, =0 {} other { at {more} pa}}); bigyan muna sila ng ibang team lead',
  },
  'employee.rule_own_access': {
    en: 'you cannot separate yourself or remove your own HR administrator role; ask another HR administrator',
    fil: 'hindi mo puwedeng i-separate ang sarili mo o tanggalin ang sarili mong HR administrator role; magpatulong sa ibang HR administrator',
  },
  'employee.rule_payroll_holder_only': {
    en: 'only an HR administrator with the payroll permission can give or remove it, or change the role and employment it rests on',
    fil: 'HR administrator lang na may payroll permission ang puwedeng magbigay o mag-alis nito, o magbago ng role at employment na pinagbabatayan nito',
  },
  'employee.rule_payroll_last_holder': {
    en: 'the last HR administrator with the payroll permission keeps it; give it to someone else first',
    fil: 'mananatili ang payroll permission sa huling HR administrator na may hawak nito; ibigay muna ito sa iba',
  },

  // Where people punch (HR administration of the time clock).
  'employee_sites.unknown_offices': {
    en: '{offices} {count, plural, one {is not an office} other {are not offices}}; choose from Offices.',
    fil: '{count, plural, =1 {Hindi opisina ang {offices}} other {Hindi mga opisina ang {offices}}}; pumili mula sa Offices.',
  },
  'employee_sites.saved': {
    en: '{name} saved: {fieldStaff, select, yes {field staff: no office fence applies} other {{count} site(s) to punch at}}.',
    fil: 'Na-save ang mga site ni {name}: {fieldStaff, select, yes {field staff: walang office fence na ipinapatupad} other {{count} site na puwedeng pag-punch-an}}.',
  },

  // The company settings (HR administration).
  'company.not_set_up': {
    en: 'The company has not been set up; restart the portal to create it.',
    fil: 'Hindi pa naka-set up ang kumpanya; i-restart ang portal para magawa ito.',
  },
  'company.signatory_unknown': {
    en: 'signatory_emp_id: there is no employee {empId}; choose the signatory from the employees.',
    fil: 'signatory_emp_id: walang empleyado na may numerong {empId}; pumili ng signatory mula sa mga empleyado.',
  },
  'company.signatory_inactive': {
    en: 'signatory_emp_id: {name} is no longer active; choose a current employee to sign certificates.',
    fil: 'signatory_emp_id: hindi na aktibo si {name}; pumili ng kasalukuyang empleyado na pipirma sa mga certificate.',
  },
  'company.idle_too_long': {
    en: 'session_idle_minutes ({idle}) must not be longer than the absolute timeout ({absolute} hours = {absoluteMinutes} minutes); shorten it or lengthen the absolute timeout.',
    fil: 'Hindi dapat mas mahaba ang session_idle_minutes ({idle}) kaysa sa absolute timeout ({absolute} oras = {absoluteMinutes} minuto); paikliin ito o pahabain ang absolute timeout.',
  },
  'company.nothing_changed': {
    en: 'Nothing changed: the settings are as you sent them.',
    fil: 'Walang nabago: ganoon na talaga ang mga setting na ipinadala mo.',
  },
  'company.saved': {
    en: 'Company settings saved ({fields}). They apply from the next call; people see the footer and switches when they next open the portal.',
    fil: 'Na-save ang mga setting ng kumpanya ({fields}). Gagana ang mga ito mula sa susunod na call; makikita ng mga tao ang footer at mga switch sa susunod nilang pagbukas ng portal.',
  },
  'company.image_missing': {
    en: 'Choose the {what} image to upload, in the field "{field}".',
    fil: 'Pumili ng {what} image na ia-upload, sa field na "{field}".',
  },
  'company.image_wrong_field': {
    en: 'Send the {what} image in the multipart field "{field}".',
    fil: 'Ipadala ang {what} image sa multipart field na "{field}".',
  },
  'company.image_too_large': {
    en: 'The {what} image is larger than {mb} MB; save it smaller and try again.',
    fil: 'Mas malaki sa {mb} MB ang {what} image; paliitin ito at subukan ulit.',
  },
  'company.image_not_multipart': {
    en: 'Send the {what} image as multipart/form-data in the field "{field}".',
    fil: 'Ipadala ang {what} image bilang multipart/form-data sa field na "{field}".',
  },
  'company.image_wrong_type': {
    en: 'The {what} must be a PNG or JPEG image{found, select, none {} other { (this file is {found})}}.',
    fil: 'Dapat PNG o JPEG image ang {what}{found, select, none {} other { (ang file na ito ay {found})}}.',
  },
  'company.image_unusable': {
    en: '{field}: the {what} image cannot be used: {problem}. Save it again as PNG or JPEG and upload that file.',
    fil: '{field}: hindi magagamit ang {what} image: {problem}. I-save ulit ito bilang PNG o JPEG at i-upload ang file na iyon.',
  },
  'company.logo_saved': {
    en: 'Logo saved; certificates carry it from now on.',
    fil: 'Na-save ang logo; nasa mga certificate na ito simula ngayon.',
  },
  'company.footer_saved': {
    en: 'Footer image saved; certificates carry it at the foot of every page from now on.',
    fil: 'Na-save ang footer image; nasa ibaba na ito ng bawat pahina ng mga certificate simula ngayon.',
  },
  'company.signature_no_employee': {
    en: 'emp_id: there is no employee {empId}.',
    fil: 'emp_id: walang empleyado na may numerong {empId}.',
  },
  'company.signature_saved': {
    en: 'Signature of {name} saved; {signatory, select, yes {certificates approved from now on carry it} other {it is used once they are named the signatory}}.',
    fil: 'Na-save ang pirma ni {name}; {signatory, select, yes {nasa mga certificate na ito na maaaprubahan simula ngayon} other {gagamitin ito kapag siya na ang itinalagang signatory}}.',
  },
  'company.no_logo': {
    en: 'The company has no logo yet; upload a PNG or JPEG.',
    fil: 'Wala pang logo ang kumpanya; mag-upload ng PNG o JPEG.',
  },
  'company.no_footer_image': {
    en: 'The certificates have no footer image yet; upload a PNG or JPEG.',
    fil: 'Wala pang footer image ang mga certificate; mag-upload ng PNG o JPEG.',
  },

  // A team lead's team.
  'team.leads_only': {
    en: 'Only team leads have a team list.',
    fil: 'Team lead lang ang may listahan ng team.',
  },
  'team.search_leads_only': {
    en: 'Only team leads and HR can search employees.',
    fil: 'Team lead at HR lang ang puwedeng maghanap ng empleyado.',
  },

  // How people sign in.
  'sign_in.welcome': {
    en: 'Welcome, {name}!',
    fil: 'Maligayang pagdating, {name}!',
  },
  'sign_in.hr_only': {
    en: 'Only HR administrators can change how people sign in.',
    fil: 'HR administrator lang ang puwedeng magbago kung paano mag-sign in ang mga tao.',
  },
  'sign_in.saved': {
    en: 'Sign-in settings saved. They apply to the next sign-in.',
    fil: 'Na-save ang mga setting ng sign-in. Gagana ang mga ito sa susunod na sign-in.',
  },
  'sign_in.break_glass_not_hr': {
    en: 'break_glass_username must be the username of an active HR administrator',
    fil: 'break_glass_username: dapat username ito ng isang aktibong HR administrator',
  },
  'sign_in.provider_incomplete': {
    en: "Fill in the provider's issuer, client ID and client secret to turn on sign-in with it.",
    fil: 'Ilagay ang issuer, client ID at client secret ng provider para ma-on ang sign-in gamit ito.',
  },
  'sign_in.provider_first': {
    en: 'Turn on sign-in with the company account before turning passwords off.',
    fil: 'I-on muna ang sign-in gamit ang company account bago i-off ang mga password.',
  },
  'sign_in.break_glass_missing': {
    en: 'Name the break-glass HR account that keeps its password.',
    fil: 'Pangalanan ang break-glass HR account na mananatili ang password.',
  },
  'sign_in.provider_unreachable': {
    en: 'The identity provider at {issuer} did not answer as an OpenID Connect provider: {reason}',
    fil: 'Hindi sumagot bilang OpenID Connect provider ang identity provider sa {issuer}: {reason}',
  },

  // The second factor: an authenticator app and its recovery codes.
  'second_factor.wrong_code': {
    en: WRONG_SECOND_FACTOR_CODE,
    fil: 'Mali ang code na iyan. Tingnan ang authenticator app mo at subukan ulit.',
  },
  'second_factor.set_up': {
    en: `Your authenticator app is set up. ${RECOVERY_CODES_EN}`,
    fil: `Naka-set up na ang authenticator app mo. ${RECOVERY_CODES_FIL}`,
  },
  'second_factor.new_recovery_codes': {
    en: `Your old recovery codes no longer work. ${RECOVERY_CODES_EN}`,
    fil: `Hindi na gumagana ang mga luma mong recovery code. ${RECOVERY_CODES_FIL}`,
  },
  'second_factor.removed': {
    en: 'Your second factor is turned off. Your password alone now signs you in.',
    fil: 'Naka-off na ang second factor mo. Password mo na lang ang kailangan para mag-sign in.',
  },
  'second_factor.reset': {
    en: 'The second factor of employee {empId} is removed and their sessions ended.',
    fil: 'Natanggal na ang second factor ng empleyadong {empId} at natapos na ang mga session niya.',
  },
  'second_factor.hr_only_reset': {
    en: 'Only HR administrators can reset a second factor.',
    fil: 'HR administrator lang ang puwedeng mag-reset ng second factor.',
  },
  'second_factor.no_setup_waiting': {
    en: 'Begin the setup again: there is no authenticator app waiting to be confirmed.',
    fil: 'Simulan ulit ang setup: walang authenticator app na naghihintay ng kumpirmasyon.',
  },
  'second_factor.none': {
    en: 'You have no second factor set up.',
    fil: 'Wala kang naka-set up na second factor.',
  },
  'second_factor.already_set_up': {
    en: 'Your authenticator app is already set up. Turn it off first to set up another.',
    fil: 'Naka-set up na ang authenticator app mo. I-off muna ito bago mag-set up ng iba.',
  },
  'second_factor.required': {
    en: 'The company requires a second factor for your role, so it cannot be turned off.',
    fil: 'Kailangan ng kumpanya ang second factor para sa role mo, kaya hindi ito puwedeng i-off.',
  },
  'second_factor.employee_has_none': {
    en: 'Employee {empId} has no second factor set up.',
    fil: 'Walang naka-set up na second factor ang empleyadong {empId}.',
  },

  // Passkeys.
  'passkey.refused': {
    en: PASSKEY_REFUSED,
    fil: 'Hindi ma-check ang passkey na iyan. Subukan ulit, o gumamit ng ibang paraan para mag-sign in.',
  },
  'passkey.already_added': {
    en: 'That passkey is already added.',
    fil: 'Naidagdag na ang passkey na iyan.',
  },
  'passkey.no_such': {
    en: 'You have no such passkey.',
    fil: 'Wala kang ganoong passkey.',
  },
  'passkey.last_required': {
    en: 'The company requires a second factor for your role: set up another before removing your last one.',
    fil: 'Kailangan ng kumpanya ang second factor para sa role mo: mag-set up muna ng iba bago tanggalin ang huli mo.',
  },
  'passkey.none': {
    en: 'You have no passkey set up.',
    fil: 'Wala kang naka-set up na passkey.',
  },
  'passkey.added': {
    en: 'Passkey added. You can sign in with it, or use it after your password.',
    fil: 'Naidagdag na ang passkey. Puwede kang mag-sign in gamit ito, o gamitin ito pagkatapos ng password mo.',
  },
  'passkey.removed': {
    en: 'Passkey removed.',
    fil: 'Natanggal na ang passkey.',
  },

  // Retention and the access log (data privacy).
  'retention.hr_only': {
    en: 'Only HR administrators can see or change how long data is kept.',
    fil: 'HR administrator lang ang puwedeng tumingin o magbago kung gaano katagal itinatago ang data.',
  },
  'retention.saved': {
    en: 'Retention saved. The daily disposal applies it from its next run.',
    fil: 'Na-save ang retention. Ipapatupad ito ng araw-araw na disposal simula sa susunod nitong takbo.',
  },
  'access_log.hr_only': {
    en: ACCESS_LOG_DENIED,
    fil: 'HR administrator lang ang puwedeng magbasa ng access log ng lahat.',
  },
  'access_log.breach_window': {
    en: 'A breach report covers at most {days} days: choose a shorter window.',
    fil: 'Hanggang {days} araw lang ang saklaw ng breach report: pumili ng mas maikling panahon.',
  },

  // One's own data and profile.
  'my_data.readme': {
    en: `Everything the portal holds about you, as of the time in my-data.json.

my-data.json   Your rows of every table: your employee record and account, attendance,
               requests and their approvals, leave, pay, payslips, notifications,
               sessions, who read your data, and what you changed (the audit).
payslips/      Your payslips, as PDF.
bir-2316/      Your BIR Form 2316 for each year with payslips.
certificates/  Your approved certificates of employment.
documents/     The supporting documents you uploaded, as you uploaded them.

Withheld: your password's hash and your sessions' keys (they would let someone sign
in as you), and where HR read your data from (that is HR's data).
Questions: ask your HR team, the company's personal information controller.
`,
    fil: `Lahat ng hawak ng portal tungkol sa iyo, hanggang sa oras na nasa my-data.json.

my-data.json   Ang mga row mo sa bawat table: ang employee record at account mo,
               attendance, mga request at ang mga approval nito, leave, sahod, payslip,
               mga abiso, mga session, sino ang nagbasa ng data mo, at ang mga binago
               mo (ang audit).
payslips/      Ang mga payslip mo, bilang PDF.
bir-2316/      Ang BIR Form 2316 mo para sa bawat taon na may payslip.
certificates/  Ang mga naaprubahang Certificate of Employment (COE) mo.
documents/     Ang mga supporting document na in-upload mo, kung paano mo in-upload.

Hindi kasama: ang hash ng password mo at ang mga key ng mga session mo (magagamit
ng iba ang mga ito para mag-sign in bilang ikaw), at kung saan binasa ng HR ang data
mo (data iyon ng HR).
Mga tanong: magtanong sa HR team mo, ang personal information controller ng kumpanya.
`,
  },
  'profile.no_other_sessions': {
    en: 'You had no other sessions.',
    fil: 'Wala kang ibang session.',
  },
  'profile.logged_out_others': {
    en: 'Logged out {count} other {count, plural, one {session} other {sessions}}.',
    fil: 'Na-log out ang {count} iba mo pang session.',
  },
  /** Said in the language just chosen, whichever language renders it. */
  'profile.language_chosen': {
    en: '{language, select, fil {Filipino na ang wika ng portal para sa iyo.} other {The portal now speaks English to you.}}',
    fil: '{language, select, fil {Filipino na ang wika ng portal para sa iyo.} other {The portal now speaks English to you.}}',
  },
});
