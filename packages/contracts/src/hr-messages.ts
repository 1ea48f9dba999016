import { defineMessages } from './messages';

/**
 * HR's and payroll's own screens, in both languages (see messages.ts): the calendar
 * (shifts, schedules, holidays, offices), approval routes and delegations, leave
 * types and entitlements, payroll runs, pay data, the hand-off, reports, the
 * dashboard, flagged punches and today's board. Counts are written `{n}` rather than
 * `#`, so a count in the thousands reads as the portal always wrote it.
 */
export const hrMessages = defineMessages({
  // ---- Calendar: holidays ----
  'calendar.copy_no_source': {
    en: '{from} has no holidays to copy; choose a year that has.',
    fil: 'Walang holiday ang {from} na makokopya; pumili ng taong mayroon.',
  },
  'calendar.holidays_copied': {
    en: "{copied, plural, one {{copied} holiday} other {{copied} holidays}} copied from {from} to {to}{skipped, plural, =0 {} other {; {skipped} left alone (already there or not in {to})}}. Check the dates against {to}'s proclamation.",
    fil: 'Nakopya ang {copied} holiday mula {from} papunta sa {to}{skipped, plural, =0 {} other {; hindi ginalaw ang {skipped} (nandoon na o wala sa {to})}}. Suriin ang mga petsa ayon sa proklamasyon para sa {to}.',
  },
  'calendar.no_office_for_holiday': {
    en: 'There is no office {id}; choose one from Offices, or leave the office empty for the whole company.',
    fil: 'Walang opisina na may numerong {id}; pumili sa Mga Opisina, o iwanang blangko ang opisina para sa buong kumpanya.',
  },
  'calendar.holiday_gone': {
    en: 'There is no holiday {id}; it may have been deleted. Refresh the list.',
    fil: 'Walang holiday na may numerong {id}; baka nabura na ito. I-refresh ang listahan.',
  },
  'calendar.holiday_gone_already': {
    en: 'There is no holiday {id}; it may have been deleted already. Refresh the list.',
    fil: 'Walang holiday na may numerong {id}; baka nabura na ito. I-refresh ang listahan.',
  },
  'calendar.holiday_date_taken': {
    en: '{date} is already {holiday} {scope}; edit that holiday instead.',
    fil: 'Nakatakda na ang {date} bilang {holiday} {scope}; i-edit na lang ang holiday na iyon.',
  },
  'calendar.holiday_saved': {
    en: '{holiday} on {date} saved as a {type} {scope}.',
    fil: 'Na-save ang {holiday} sa {date} bilang {type} {scope}.',
  },
  'calendar.holiday_deleted': {
    en: '{holiday} on {date} deleted.',
    fil: 'Nabura ang {holiday} sa {date}.',
  },

  // ---- Calendar: offices ----
  'calendar.office_gone': {
    en: 'There is no office {id}; it may have been deleted. Refresh the list.',
    fil: 'Walang opisina na may numerong {id}; baka nabura na ito. I-refresh ang listahan.',
  },
  'calendar.office_gone_already': {
    en: 'There is no office {id}; it may have been deleted already. Refresh the list.',
    fil: 'Walang opisina na may numerong {id}; baka nabura na ito. I-refresh ang listahan.',
  },
  'calendar.office_name_taken': {
    en: 'There is already an office named {name}; give this one another name.',
    fil: 'May opisina nang {name} ang pangalan; bigyan ng ibang pangalan ang isang ito.',
  },
  'calendar.office_saved': {
    en: '{name} saved.',
    fil: 'Na-save ang {name}.',
  },
  'calendar.office_has_employees': {
    en: '{employees, plural, one {{employees} employee belongs} other {{employees} employees belong}} to {office}; move them to another office first.',
    fil: '{employees} empleyado ang nasa {office}; ilipat muna sila sa ibang opisina.',
  },
  'calendar.office_has_holidays': {
    en: '{office} has {holidays, plural, one {{holidays} holiday} other {{holidays} holidays}} of its own; delete them in Holidays first.',
    fil: 'May {holidays} sariling holiday ang {office}; burahin muna ang mga ito sa Mga Holiday.',
  },
  'calendar.office_deleted': {
    en: '{name} deleted.',
    fil: 'Nabura ang {name}.',
  },

  // ---- Calendar: shifts and schedules ----
  'calendar.no_shift_for_schedule': {
    en: 'There is no shift {shift}; add it in Shifts first.',
    fil: 'Walang shift na {shift}; idagdag muna ito sa Mga Shift.',
  },
  'calendar.unknown_employees': {
    en: 'There is no employee {empIds}{more, plural, =0 {} other { and {more} more}}; choose employees from the list.',
    fil: 'Walang empleyadong {empIds}{more, plural, =0 {} other { at {more} pa}}; pumili ng mga empleyado mula sa listahan.',
  },
  'calendar.schedule_unchanged': {
    en: 'Nothing to change: {unchanged, plural, one {{unchanged} employee} other {{unchanged} employees}} already had this schedule.',
    fil: 'Walang babaguhin: {unchanged} empleyado ang may ganito nang iskedyul.',
  },
  'calendar.schedule_set': {
    en: 'Schedule set for {changed, plural, one {{changed} employee} other {{changed} employees}}{unchanged, plural, =0 {} other { ({unchanged} already had it)}}.',
    fil: 'Na-set ang iskedyul ng {changed} empleyado{unchanged, plural, =0 {} other { (mayroon na nito ang {unchanged})}}.',
  },
  'calendar.shift_missing': {
    en: 'There is no shift {shift}.',
    fil: 'Walang shift na {shift}.',
  },
  'calendar.shift_missing_add': {
    en: 'There is no shift {shift}; add it first.',
    fil: 'Walang shift na {shift}; idagdag muna ito.',
  },
  'calendar.shift_exists': {
    en: 'Shift {shift} already exists; edit it instead, or choose another code.',
    fil: 'Mayroon nang shift na {shift}; i-edit na lang ito, o pumili ng ibang code.',
  },
  'calendar.shift_added': {
    en: 'Shift {shift} ({from} to {to}) added.',
    fil: 'Naidagdag ang shift {shift} ({from} hanggang {to}).',
  },
  'calendar.shift_saved': {
    en: 'Shift {shift} ({from} to {to}) saved.',
    fil: 'Na-save ang shift {shift} ({from} hanggang {to}).',
  },
  'calendar.shift_is_default': {
    en: 'Shift {shift} is the default shift of {employees, plural, one {{employees} employee} other {{employees} employees}}; give them another shift in Schedules first.',
    fil: 'Ang shift {shift} ang default shift ng {employees} empleyado; bigyan muna sila ng ibang shift sa Mga Iskedyul.',
  },
  'calendar.shift_in_requests': {
    en: 'Shift {shift} is named by {requests, plural, one {{requests} shift-change request} other {{requests} shift-change requests}}, so it stays; you can rename its description instead.',
    fil: 'Nakapangalan ang shift {shift} sa {requests} request ng pagpalit ng shift, kaya mananatili ito; puwede mong palitan na lang ang description nito.',
  },
  'calendar.shift_deleted': {
    en: 'Shift {shift} deleted.',
    fil: 'Nabura ang shift {shift}.',
  },

  // ---- Approval routes ----
  /** Several problems at once, one a line, each already in the reader's language. */
  'routes.problems': {
    en: '{problems}',
    fil: '{problems}',
  },
  'routes.no_employee': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyado na may numerong {empId}.',
  },
  'routes.no_department': {
    en: 'No employee is in the department "{department}"; check its spelling as the employees\' records have it.',
    fil: 'Walang empleyado sa departamentong "{department}"; suriin ang baybay nito ayon sa records ng mga empleyado.',
  },
  'routes.approver1_required': {
    en: 'approver1 is required: every route starts with a level-1 approver',
    fil: 'Kailangan ang approver1: nagsisimula ang bawat ruta sa level-1 approver',
  },
  'routes.approver3_needs_approver2': {
    en: 'approver3 needs an approver2: fill the levels in order',
    fil: 'Kailangan ng approver2 kapag may approver3: punan ang mga level nang sunod-sunod',
  },
  'routes.same_person': {
    en: '{field} is the same person as {earlier}; each level needs a different approver',
    fil: 'Iisang tao ang {field} at {earlier}; kailangan ng ibang approver sa bawat level',
  },
  'routes.level_not_employee': {
    en: '{field} {empId} is not an employee; check the employee number',
    fil: 'Hindi empleyado ang {field} na {empId}; suriin ang employee number',
  },
  'routes.level_is_employee': {
    en: '{field} is the employee themself; no one approves their own requests, so choose someone else',
    fil: 'Ang {field} ay ang empleyado mismo; walang nag-a-approve ng sarili niyang request, kaya pumili ng iba',
  },
  'routes.level_inactive': {
    en: '{field} {name} ({empId}) is no longer active; choose someone who is',
    fil: 'Hindi na aktibo ang {field} na si {name} ({empId}); pumili ng aktibo pa',
  },
  'routes.level_not_coe_approver': {
    en: '{field} {name} ({empId}) is not a COE approver; certificate routes need the COE approver role',
    fil: 'Hindi COE approver ang {field} na si {name} ({empId}); kailangan ng COE approver role sa mga ruta ng certificate',
  },
  'routes.level_no_role': {
    en: '{field} {name} ({empId}) does not have the approver role needed for {type} routes',
    fil: 'Wala sa {field} na si {name} ({empId}) ang approver role na kailangan sa mga ruta ng {type}',
  },
  'routes.employee_unchanged': {
    en: "Nothing changed: {name}'s own routes were already like this.",
    fil: 'Walang nagbago: ganito na ang sariling mga ruta ni {name}.',
  },
  'routes.employee_set': {
    en: "{name}'s own {count, plural, one {route} other {routes}} set: {types}. Requests already filed keep their approvers.",
    fil: 'Na-set ang sariling {count, plural, one {ruta} other {mga ruta}} ni {name}: {types}. Mananatili ang mga approver ng mga request na na-file na.',
  },
  'routes.employee_nothing_to_clear': {
    en: "{name} has no own route for these types; the department's applies.",
    fil: 'Walang sariling ruta si {name} para sa mga uring ito; ang sa departamento ang sinusunod.',
  },
  'routes.employee_cleared': {
    en: "{name}'s own {count, plural, one {route} other {routes}} removed (the department route applies): {types}. Requests already filed keep their approvers.",
    fil: 'Inalis ang sariling {count, plural, one {ruta} other {mga ruta}} ni {name} (ang ruta ng departamento na ang susundin): {types}. Mananatili ang mga approver ng mga request na na-file na.',
  },
  'routes.department_unchanged': {
    en: "Nothing changed: The {department} department's routes were already like this.",
    fil: 'Walang nagbago: ganito na ang mga ruta ng departamentong {department}.',
  },
  'routes.department_set': {
    en: "The {department} department's {count, plural, one {route} other {routes}} set: {types}. Requests already filed keep their approvers.",
    fil: 'Na-set ang {count, plural, one {ruta} other {mga ruta}} ng departamentong {department}: {types}. Mananatili ang mga approver ng mga request na na-file na.',
  },
  'routes.department_nothing_to_clear': {
    en: 'The {department} department has no route for these types.',
    fil: 'Walang ruta ang departamentong {department} para sa mga uring ito.',
  },
  'routes.department_cleared': {
    en: "The {department} department's {count, plural, one {route} other {routes}} removed: {types}. Requests already filed keep their approvers.",
    fil: 'Inalis ang {count, plural, one {ruta} other {mga ruta}} ng departamentong {department}: {types}. Mananatili ang mga approver ng mga request na na-file na.',
  },

  // ---- Approval delegations ----
  'routes.approver_not_employee': {
    en: 'approver {empId} is not an employee; check the employee number',
    fil: 'Hindi empleyado ang approver na {empId}; suriin ang employee number',
  },
  'routes.approver_without_role': {
    en: 'approver {name} has no approver role, so there is nothing to delegate',
    fil: 'Walang approver role si {name}, kaya walang maide-delegate',
  },
  'routes.delegate_not_employee': {
    en: 'delegate {empId} is not an employee; check the employee number',
    fil: 'Hindi empleyado ang delegate na {empId}; suriin ang employee number',
  },
  'routes.delegate_inactive': {
    en: 'delegate {name} is no longer active; choose someone who is',
    fil: 'Hindi na aktibo ang delegate na si {name}; pumili ng aktibo pa',
  },
  'routes.delegate_is_approver': {
    en: 'the delegate must be someone other than the approver',
    fil: 'Dapat ibang tao ang delegate sa approver',
  },
  'routes.delegation_ended_past': {
    en: 'toDate {to} is already past; a delegation must cover today or later days',
    fil: 'Lumipas na ang petsang Hanggang ({to}); dapat saklaw ng delegasyon ang ngayon o ang mga susunod na araw',
  },
  'routes.delegation_starts_past': {
    en: 'fromDate {from} is before today ({today}); a delegation starts today or later',
    fil: 'Bago pa ngayong araw ({today}) ang petsang Mula ({from}); nagsisimula ang delegasyon ngayon o sa susunod na araw',
  },
  'routes.delegation_too_long': {
    en: 'a delegation covers at most {max} days; for a longer absence change the approval routes',
    fil: 'Hanggang {max} araw lang ang delegasyon; para sa mas mahabang pagliban, baguhin ang mga ruta ng approval',
  },
  'routes.delegation_missing': {
    en: 'There is no delegation #{id}.',
    fil: 'Walang delegasyong #{id}.',
  },
  'routes.delegation_overlap': {
    en: 'This approver already has delegation #{id} to {delegate} from {from} to {to}, which shares days with these; end or delete it first, or choose other days.',
    fil: 'May delegasyon na ang approver na ito, #{id} kay {delegate} mula {from} hanggang {to}, na may kaparehong mga araw; tapusin o burahin muna ito, o pumili ng ibang mga araw.',
  },
  'routes.delegation_created': {
    en: '{delegate} acts for {approver} from {from} to {to}.',
    fil: 'Si {delegate} ang kikilos para kay {approver} mula {from} hanggang {to}.',
  },
  'routes.delegation_already_ended': {
    en: 'Delegation #{id} was already ended.',
    fil: 'Natapos na ang delegasyong #{id}.',
  },
  'routes.delegation_over': {
    en: 'Delegation #{id} is already over (it ran to {to}).',
    fil: 'Tapos na ang delegasyong #{id} (hanggang {to} ito).',
  },
  'routes.delegation_not_begun': {
    en: 'Delegation #{id} has not begun; delete it instead.',
    fil: 'Hindi pa nagsisimula ang delegasyong #{id}; burahin na lang ito.',
  },
  'routes.delegation_ended': {
    en: 'Delegation ended: {delegate} no longer acts for {approver}.',
    fil: 'Tapos na ang delegasyon: hindi na kikilos si {delegate} para kay {approver}.',
  },
  'routes.delegation_begun': {
    en: 'Delegation #{id} has begun, so it stays on record; end it instead.',
    fil: 'Nagsimula na ang delegasyong #{id}, kaya mananatili ito sa record; tapusin na lang ito.',
  },
  'routes.delegation_deleted': {
    en: 'Delegation #{id} ({delegate} for {approver}) deleted.',
    fil: 'Nabura ang delegasyong #{id} ({delegate} para kay {approver}).',
  },

  // ---- Leave types and entitlements ----
  'admin_leave.entitlement_repeated': {
    en: '{empId} {payitem} {year} is already on row {earlier}; keep one row per employee, type and year.',
    fil: 'Nasa row {earlier} na ang {empId} {payitem} {year}; isang row lang bawat empleyado, uri at taon.',
  },
  'admin_leave.no_employee': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyado na may numerong {empId}.',
  },
  'admin_leave.not_a_type': {
    en: 'payitem {payitem} is not a leave type (the types are {types}).',
    fil: 'Hindi uri ng leave ang {payitem} (ang mga uri ay {types}).',
  },
  'admin_leave.below_used': {
    en: '{empId} has already used or filed {used} hours of {payitem} in {year}; hours cannot be less than that.',
    fil: 'Nakagamit o nakapag-file na ang {empId} ng {used} oras ng {payitem} sa {year}; hindi puwedeng mas kaunti roon ang oras.',
  },
  'admin_leave.no_entitlement': {
    en: 'There is no {payitem} entitlement of {empId} for {year}.',
    fil: 'Walang nakalaang {payitem} ang {empId} para sa {year}.',
  },
  'admin_leave.entitlement_same': {
    en: '{leave} of {name} for {year} is already {hours} hours.',
    fil: '{hours} oras na ang {leave} ni {name} para sa {year}.',
  },
  'admin_leave.entitlement_set': {
    en: '{leave} of {name} for {year} set to {hours} hours (balance {balance}).',
    fil: 'Na-set sa {hours} oras ang {leave} ni {name} para sa {year} (natitira: {balance}).',
  },
  'admin_leave.type_exists': {
    en: 'There is already a leave type {payitem}; edit it, or choose another code.',
    fil: 'Mayroon nang uri ng leave na {payitem}; i-edit ito, o pumili ng ibang code.',
  },
  'admin_leave.type_missing': {
    en: 'There is no leave type {payitem}.',
    fil: 'Walang uri ng leave na {payitem}.',
  },
  'admin_leave.type_missing_add': {
    en: 'There is no leave type {payitem}; add it as a new type.',
    fil: 'Walang uri ng leave na {payitem}; idagdag ito bilang bagong uri.',
  },
  'admin_leave.type_added': {
    en: '{leave} ({payitem}) added.',
    fil: 'Naidagdag ang {leave} ({payitem}).',
  },
  'admin_leave.type_saved': {
    en: '{leave} ({payitem}) saved.',
    fil: 'Na-save ang {leave} ({payitem}).',
  },
  'admin_leave.type_unchanged': {
    en: '{leave} ({payitem}) is unchanged.',
    fil: 'Walang nabago sa {leave} ({payitem}).',
  },
  'admin_leave.type_in_use': {
    en: '{leave} ({payitem}) is in use by {entitlements} entitlement(s) and {leaves} leave(s), so it cannot be deleted. Set its yearly hours to 0 to stop granting it.',
    fil: 'Ginagamit ang {leave} ({payitem}) ng {entitlements} entitlement at {leaves} leave, kaya hindi ito mabubura. Gawing 0 ang oras nito kada taon para hindi na ito maibigay.',
  },
  'admin_leave.type_deleted': {
    en: '{leave} ({payitem}) deleted.',
    fil: 'Nabura ang {leave} ({payitem}).',
  },
  'admin_leave.year_start_plan': {
    en: 'Starting {year} would create {created, plural, one {{created} entitlement} other {{created} entitlements}} ({carried} hours carried over from {previous}){kept, plural, =0 {} one {; {kept} already set for {year} is left as they are} other {; {kept} already set for {year} are left as they are}}. Nothing has been written yet.',
    fil: 'Kapag sinimulan ang {year}, {created} entitlement ang malilikha ({carried} oras na nailipat mula {previous}){kept, plural, =0 {} other {; hindi gagalawin ang {kept} na naka-set na para sa {year}}}. Wala pang naisusulat.',
  },
  'admin_leave.year_started': {
    en: '{year} started: {created, plural, one {{created} entitlement} other {{created} entitlements}} created ({carried} hours carried over from {previous}){kept, plural, =0 {} one {; {kept} already set for {year} is left as they are} other {; {kept} already set for {year} are left as they are}}.',
    fil: 'Nasimulan ang {year}: {created} entitlement ang nalikha ({carried} oras na nailipat mula {previous}){kept, plural, =0 {} other {; hindi ginalaw ang {kept} na naka-set na para sa {year}}}.',
  },

  // ---- Payroll runs and BIR Form 2316 ----
  'payroll.denied': {
    en: 'Payroll runs are for HR administrators with the payroll permission.',
    fil: 'Para lang sa mga HR administrator na may payroll permission ang mga payroll run.',
  },
  'payroll.no_employee': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyado na may numerong {empId}.',
  },
  'payroll.bir_only_own': {
    en: 'You can only download your own BIR Form 2316.',
    fil: 'Sarili mong BIR Form 2316 lang ang puwede mong i-download.',
  },
  'payroll.bir_no_payslips_own': {
    en: "You have no payslips in {year}: BIR Form 2316 shows what a year's payslips paid.",
    fil: 'Wala kang payslip noong {year}: ipinapakita ng BIR Form 2316 ang ibinayad ng mga payslip ng isang taon.',
  },
  'payroll.bir_no_payslips_other': {
    en: "{name} has no payslips in {year}: BIR Form 2316 shows what a year's payslips paid.",
    fil: 'Walang payslip si {name} noong {year}: ipinapakita ng BIR Form 2316 ang ibinayad ng mga payslip ng isang taon.',
  },
  /** {period}: "the first cut-off of November 2026" / "unang cut-off ng Nobyembre 2026". */
  'payroll.no_run': {
    en: 'There is no payroll run for {period} yet: compute one.',
    fil: 'Wala pang payroll run para sa {period}: mag-compute ng isa.',
  },
  'payroll.not_in_run': {
    en: 'Employee {empId} is not in the run of {period}.',
    fil: 'Wala ang empleyadong {empId} sa run ng {period}.',
  },
  'payroll.run_already': {
    en: 'The run of {period} is already {status, select, draft {draft} reviewed {reviewed} locked {locked} released {released} other {{status}}}.',
    fil: '{status, select, draft {Draft na} reviewed {Nasuri na} locked {Naka-lock na} released {Nai-release na} other {{status} na}} ang run ng {period}.',
  },
  'payroll.run_is_draft': {
    en: 'The run of {period} is a draft: mark it reviewed before locking it.',
    fil: 'Draft pa ang run ng {period}: markahan muna itong nasuri bago i-lock.',
  },
  'payroll.run_not_locked': {
    en: 'The run of {period} is not locked yet: lock it before releasing its payslips.',
    fil: 'Hindi pa naka-lock ang run ng {period}: i-lock muna ito bago i-release ang mga payslip nito.',
  },
  'payroll.run_final': {
    en: 'The run of {period} is {status, select, draft {draft} reviewed {reviewed} locked {locked} released {released} other {{status}}}: it can no longer change. Make a change in the next payroll.',
    fil: '{status, select, draft {Draft na} reviewed {Nasuri na} locked {Naka-lock na} released {Nai-release na} other {{status} na}} ang run ng {period}: hindi na ito mababago. Gawin ang pagbabago sa susunod na payroll.',
  },
  'payroll.cutoff_not_over': {
    en: 'The cut-off ends on {to}: lock its run from the day after.',
    fil: 'Matatapos ang cut-off sa {to}: i-lock ang run nito simula kinabukasan.',
  },
  'payroll.people_waiting': {
    en: "{waiting, plural, one {{waiting} person needs} other {{waiting} people need}} attention first: a run is locked only when everyone's pay is final.",
    fil: '{waiting} katao ang kailangan munang asikasuhin: nila-lock lang ang run kapag final na ang sahod ng lahat.',
  },
  'payroll.pay_changed': {
    en: "{changed, plural, one {One person's pay has} other {{changed} people's pay have}} changed since the run was computed (attendance, requests or pay data): compute the draft again and review it before locking.",
    fil: 'Nagbago ang sahod ng {changed} katao mula nang ma-compute ang run (attendance, mga request o pay data): i-compute ulit ang draft at suriin ito bago i-lock.',
  },
  'payroll.run_reviewed': {
    en: 'The run of {period} is marked reviewed.',
    fil: 'Namarkahang nasuri na ang run ng {period}.',
  },
  'payroll.run_reopened': {
    en: 'The run of {period} is a draft again.',
    fil: 'Draft ulit ang run ng {period}.',
  },
  'payroll.run_locked': {
    en: 'The run of {period} is locked: requests for its dates can no longer be filed, changed or approved.',
    fil: 'Naka-lock na ang run ng {period}: hindi na maifa-file, mababago o maaaprubahan ang mga request para sa mga petsa nito.',
  },
  'payroll.run_released': {
    en: 'The run of {period} is released: {released, plural, one {{released} payslip is} other {{released} payslips are}} published and each person is told.',
    fil: 'Nai-release na ang run ng {period}: nai-publish ang {released} payslip at naabisuhan ang bawat isa.',
  },
  'payroll.run_final_compute': {
    en: 'The run of {period} is {status, select, draft {draft} reviewed {reviewed} locked {locked} released {released} other {{status}}}: it cannot be computed again. Make a change in the next payroll.',
    fil: '{status, select, draft {Draft na} reviewed {Nasuri na} locked {Naka-lock na} released {Nai-release na} other {{status} na}} ang run ng {period}: hindi na ito maco-compute ulit. Gawin ang pagbabago sa susunod na payroll.',
  },
  'payroll.run_moved_meanwhile': {
    en: 'The run of {period} was {status, select, draft {draft} reviewed {reviewed} locked {locked} released {released} other {{status}}} meanwhile.',
    fil: '{status, select, draft {Naging draft} reviewed {Nasuri} locked {Na-lock} released {Nai-release} other {Naging {status}}} ang run ng {period} habang kinokompute ito.',
  },
  'payroll.computed': {
    en: 'The draft run of {period} is computed for {people} people{waiting, plural, =0 {} other {; {waiting} need attention before it is final}}.',
    fil: 'Na-compute ang draft run ng {period} para sa {people} katao{waiting, plural, =0 {} other {; {waiting} ang kailangang asikasuhin bago ito maging final}}.',
  },

  // ---- Pay data ----
  'pay_data.denied': {
    en: 'Pay data is for HR administrators with the payroll permission.',
    fil: 'Para lang sa mga HR administrator na may payroll permission ang pay data.',
  },
  'pay_data.no_employee': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyado na may numerong {empId}.',
  },
  'pay_data.rate_unchanged': {
    en: 'The rate in force from {from} is already so.',
    fil: 'Ganito na ang rate na umiiral mula {from}.',
  },
  'pay_data.rate_replaced': {
    en: 'The rate in force from {from} is replaced.',
    fil: 'Napalitan na ang rate na umiiral mula {from}.',
  },
  'pay_data.rate_recorded': {
    en: 'The rate is recorded, in force from {from}.',
    fil: 'Naitala ang rate, umiiral mula {from}.',
  },
  'pay_data.item_added': {
    en: '{kind} "{label}" is added from {from}.',
    fil: 'Naidagdag ang {kind} na "{label}" simula {from}.',
  },
  'pay_data.item_missing': {
    en: 'There is no allowance, loan or deduction #{id}.',
    fil: 'Walang allowance, loan o kaltas na #{id}.',
  },
  'pay_data.item_ends_before_start': {
    en: 'ends_on must be on or after the day it starts, {start}.',
    fil: 'Dapat sa araw ng simula nito ({start}) o pagkatapos ang petsa ng pagtatapos.',
  },
  'pay_data.item_ended': {
    en: 'It ends on {to}; its history stays.',
    fil: 'Magtatapos ito sa {to}; mananatili ang history nito.',
  },
  'pay_data.bank_unchanged': {
    en: 'The pay already goes to {bank} account {account}.',
    fil: 'Sa {bank} account {account} na napupunta ang sahod.',
  },
  'pay_data.bank_replaced': {
    en: 'The pay now goes to {bank} account {account}.',
    fil: 'Sa {bank} account {account} na ngayon mapupunta ang sahod.',
  },
  'pay_data.bank_recorded': {
    en: 'The bank account is recorded: {bank} {account}.',
    fil: 'Naitala ang bank account: {bank} {account}.',
  },

  // ---- Payroll hand-off, reports, the dashboard, today's board ----
  'handoff.hr_only': {
    en: 'The payroll hand-off is for HR.',
    fil: 'Para lang sa HR ang pagpasa sa payroll.',
  },
  'reports.leads_and_hr': {
    en: 'Reports are for team leads and HR.',
    fil: 'Para lang sa mga team lead at HR ang mga report.',
  },
  'dashboard.hr_only': {
    en: 'The dashboard is for HR.',
    fil: 'Para lang sa HR ang dashboard.',
  },
  'today_board.leads_and_hr': {
    en: "Today's board is for team leads and HR.",
    fil: 'Para lang sa mga team lead at HR ang board ngayong araw.',
  },

  // ---- Flagged punches ----
  'punch_review.leads_and_hr': {
    en: 'Reviewing flagged punches is for team leads and HR.',
    fil: 'Para lang sa mga team lead at HR ang pagsuri ng mga na-flag na punch.',
  },
  'punch_review.remarks_required': {
    en: 'Say why the punch is rejected: the employee reads the remarks.',
    fil: 'Sabihin kung bakit tinanggihan ang punch: mababasa ng empleyado ang puna.',
  },
  'punch_review.not_found': {
    en: 'There is no flagged punch {id} for you to review.',
    fil: 'Walang na-flag na punch na {id} na puwede mong suriin.',
  },
  'punch_review.own_punch': {
    en: 'You cannot review your own punches.',
    fil: 'Hindi mo puwedeng suriin ang sarili mong mga punch.',
  },
  'punch_review.not_flagged': {
    en: 'Punch {id} is not flagged; only flagged punches are reviewed.',
    fil: 'Hindi naka-flag ang punch {id}; ang mga na-flag na punch lang ang sinusuri.',
  },
  'punch_review.already_reviewed': {
    en: 'Punch {id} was already reviewed or replaced; refresh the list.',
    fil: 'Nasuri o napalitan na ang punch {id}; i-refresh ang listahan.',
  },
  'punch_review.reviewed': {
    en: '{count, plural, one {{count} punch} other {{count} punches}} {decision, select, accepted {accepted} other {rejected}}.',
    fil: '{decision, select, accepted {Tinanggap} other {Tinanggihan}} ang {count} punch.',
  },
  // ---- Payroll runs: problem lines and how each pay line was computed ----
  // Figures (pesos, rates, hours, dates) are passed as strings, written as the portal always wrote them.
  'payroll.problem_incomplete_days': {
    en: '{days} day(s) with a time-in and no time-out: adjust them before the run is final.',
    fil: 'May {days} araw na may time-in pero walang time-out: ayusin ang mga ito bago maging final ang run.',
  },
  'payroll.problem_no_rate': {
    en: 'No rate in force on {date}: record one in Pay data.',
    fil: 'Walang rate na umiiral sa {date}: magtala ng rate sa Pay data.',
  },
  'payroll.problem_negative_net': {
    en: "Net pay would be {net}: contributions and deductions exceed this payroll's pay. Move a deduction to the next payroll.",
    fil: 'Magiging {net} ang net pay: mas malaki ang mga kontribusyon at kaltas kaysa sa sahod sa payroll na ito. Ilipat ang isang kaltas sa susunod na payroll.',
  },
  /** {halved}: " ÷ 2" in a semi-monthly payroll, else empty. */
  'pay_line.basic_monthly': {
    en: 'Monthly rate {rate}{halved}.',
    fil: 'Buwanang rate na {rate}{halved}.',
  },
  'pay_line.basic_daily': {
    en: '{hours} h (worked and paid leave) × hourly rate {rate} = {amount}',
    fil: '{hours} oras (pinasukan at bayad na leave) × hourly rate {rate} = {amount}',
  },
  'pay_line.holiday_pay': {
    en: '{days} unworked regular holiday(s) × daily rate {rate} = {amount}',
    fil: '{days} regular holiday na hindi pinasukan × daily rate {rate} = {amount}',
  },
  /** Absences, leave without pay, tardiness, undertime: {capped} yes when held to the basic pay left. */
  'pay_line.attendance_taken': {
    en: '{quantity} {unit, select, days {day(s) × daily rate} hours {h × hourly rate} other {min × hourly rate ÷ 60}} ({rate}) = {value}{capped, select, yes {, held to the {held} of basic pay left} other {}}',
    fil: '{quantity} {unit, select, days {araw × daily rate} hours {oras × hourly rate} other {minuto × hourly rate ÷ 60}} ({rate}) = {value}{capped, select, yes {, nilimitahan sa natitirang {held} ng basic pay} other {}}',
  },
  'pay_line.premium': {
    en: '{hours} h × hourly rate {rate} × {percent}% = {amount}',
    fil: '{hours} oras × hourly rate {rate} × {percent}% = {amount}',
  },
  'pay_line.allowance': {
    en: '{monthly} a month{halved}, {taxable, select, yes {taxable} other {not taxable}}.',
    fil: '{monthly} kada buwan{halved}, {taxable, select, yes {may tax} other {walang tax}}.',
  },
  'pay_line.contribution_first_half': {
    en: "Half of the month's {month}, on this cut-off's pay twice (the second cut-off deducts the rest).",
    fil: 'Kalahati ng {month} ng buwan, batay sa doble ng sahod sa cut-off na ito (ang ikalawang cut-off ang magkakaltas ng natitira).',
  },
  'pay_line.contribution_rest': {
    en: "The month's {month}, on both cut-offs' pay, less {deducted} deducted in the first cut-off.",
    fil: 'Ang {month} ng buwan, batay sa sahod ng dalawang cut-off, bawas ang {deducted} na nakaltas na sa unang cut-off.',
  },
  'pay_line.sss': {
    en: 'Compensation {compensation} has the monthly salary credit {msc} ({split, select, yes {regular SS on {regular}, MPF on {mpf}} other {all regular SS}}): employee 5%, employer 10%, and EC {ec}.',
    fil: 'Ang compensation na {compensation} ay may monthly salary credit na {msc} ({split, select, yes {regular SS sa {regular}, MPF sa {mpf}} other {lahat ay regular SS}}): 5% ang empleyado, 10% ang employer, at {ec} ang EC.',
  },
  'pay_line.philhealth': {
    en: '5% of {base}{clamped, select, yes { (the monthly basic salary {basic} is held to {floor}–{ceiling})} other {}}, shared equally: {share} each.',
    fil: '5% ng {base}{clamped, select, yes { (nilimitahan ang buwanang basic salary na {basic} sa {floor}–{ceiling})} other {}}, hati nang pantay: {share} bawat isa.',
  },
  'pay_line.pagibig': {
    en: 'On {base}{capped, select, yes { (fund salary {fund} is held to {base})} other {}}: employee {percent}%, employer 2%.',
    fil: 'Sa {base}{capped, select, yes { (nilimitahan ang fund salary na {fund} sa {base})} other {}}: {percent}% ang empleyado, 2% ang employer.',
  },
  'pay_line.thirteenth_month_taxable': {
    en: 'Above the 90,000.00 exempt with other benefits: {taxable} taxable.',
    fil: 'Lampas sa 90,000.00 na exempt kasama ang ibang benepisyo: {taxable} ang may buwis.',
  },
  'pay_line.thirteenth_month': {
    en: 'Basic salary earned this year {basic} ÷ 12 = {amount}.',
    fil: 'Basic salary na kinita ngayong taon {basic} ÷ 12 = {amount}.',
  },
  'pay_line.thirteenth_taxable': {
    en: '{exempt} is exempt; {taxable} is taxable.',
    fil: 'Exempt ang {exempt}; may tax ang {taxable}.',
  },
  'pay_line.thirteenth_exempt': {
    en: 'Exempt from tax (up to 90,000.00 with other benefits).',
    fil: 'Exempt sa tax (hanggang 90,000.00 kasama ang ibang benepisyo).',
  },
  'pay_line.tax_none': {
    en: 'No taxable pay: nothing is withheld.',
    fil: 'Walang taxable pay: walang kinakaltas na tax.',
  },
  /** {period}: "semi-monthly" or "monthly", the name of the BIR table. */
  'pay_line.tax_first_bracket': {
    en: "Taxable pay {taxable} is within the {period} table's first bracket: nothing is withheld.",
    fil: 'Nasa unang bracket ng {period} table ang taxable pay na {taxable}: walang kinakaltas na tax.',
  },
  'pay_line.tax_bracket': {
    en: 'Taxable pay {taxable}, {period} table: {base} + {rate}% of the excess over {from}.',
    fil: 'Taxable pay na {taxable}, {period} table: {base} + {rate}% ng sobra sa {from}.',
  },
  'pay_line.minimum_wage': {
    en: 'Minimum wage earner: the statutory pay is exempt.',
    fil: 'Minimum wage earner: exempt sa tax ang statutory pay.',
  },
  'pay_line.deduction_due': {
    en: 'Due this payroll.',
    fil: 'Kakaltasin sa payroll na ito.',
  },
  /** {label}: the line's own (English) label; {period}: "the first cut-off of November 2026" / "unang cut-off ng Nobyembre 2026". */
  'pay_line.adjustment': {
    en: '{label} of {period} computed again now: {now}; paid: {paid}. The difference is paid in this payroll.',
    fil: 'Ang {label} ng {period}, kinompute ulit ngayon: {now}; naibayad: {paid}. Ibabayad ang diperensya sa payroll na ito.',
  },

  // ---- Calendar: why a holiday was not copied to another year ----
  'calendar.copy_skip_no_feb29': {
    en: '{to} has no February 29',
    fil: 'walang Pebrero 29 sa {to}',
  },
  'calendar.copy_skip_already_there': {
    en: 'already there',
    fil: 'nandoon na',
  },
  /** {scope}: "(company-wide)" or the office's, in each language (scopeInEach). */
  'calendar.copy_skip_date_taken': {
    en: 'the date is already {holiday} {scope}',
    fil: 'nakatakda na ang petsa bilang {holiday} {scope}',
  },
  'calendar.copy_skip_name_taken': {
    en: 'already in {to} on {date}',
    fil: 'nasa {to} na, sa {date}',
  },
});
