import { defineMessages } from './messages';

/**
 * Coded server messages of the request types (shift changes, overtime, official
 * business, attendance adjustments, supporting documents, group requests), the
 * approval engine's answers, attendance and the team calendar, and HR's imports, in
 * both languages (see messages.ts).
 *
 * Parameters: {label} is a request type's name in the reader's language ("shift
 * change", "pagpalit ng shift") and {Label} the same with a capital; {ref} is a
 * request's number as people read it ("#12", "G-3"); {days} and {date} are dates
 * written for each language; {name} is a person's name.
 */
export const requestTypeMessages = defineMessages({
  // Shift changes
  'shift.too_many_record_days': {
    en: 'Ask for at most {max} days at a time.',
    fil: 'Hanggang {max} araw lang ang puwedeng hingin sa isang pagkakataon.',
  },
  'shift.own_only': {
    en: 'A shift change request is for your own schedule; team leads use Manage Shifts for their team.',
    fil: 'Para sa sarili mong schedule ang request ng pagpalit ng shift; ginagamit ng mga team lead ang Manage Shifts para sa team nila.',
  },
  'shift.filed': {
    en: 'Shift change #{recid} to {schedule} ({days}) filed.',
    fil: 'Na-file ang pagpalit ng shift #{recid} papuntang {schedule} ({days}).',
  },
  'shift.saved': {
    en: 'Shift change #{recid} to {schedule} ({days}) saved.',
    fil: 'Na-save ang pagpalit ng shift #{recid} papuntang {schedule} ({days}).',
  },
  'shift.deleted': {
    en: 'Shift change #{recid} deleted.',
    fil: 'Nabura ang pagpalit ng shift #{recid}.',
  },
  'shift.managed_not_edited': {
    en: 'A managed change is not edited: withdraw it and set a new one.',
    fil: 'Hindi ine-edit ang shift na itinakda mo para sa team: bawiin ito at magtakda ng bago.',
  },
  'shift.managed_set': {
    en: '{name} is on {schedule} {oneDay, select, yes {on} other {from}} {days}.',
    fil: 'Nasa {schedule} na si {name} {oneDay, select, yes {sa} other {mula}} {days}.',
  },
  'shift.no_managed_change': {
    en: 'There is no shift change #{recid} that you set.',
    fil: 'Walang pagpalit ng shift #{recid} na itinakda mo.',
  },
  'shift.withdrawn': {
    en: 'Shift change #{recid} withdrawn; the default schedule applies again.',
    fil: 'Binawi ang pagpalit ng shift #{recid}; ang default na schedule na ulit ang masusunod.',
  },
  'shift.leads_only': {
    en: 'Only team leads manage shifts.',
    fil: 'Mga team lead lang ang nag-aasikaso ng shift ng team.',
  },
  'shift.not_a_shift': {
    en: 'shift {shift} is not in the shift table; choose one from the list.',
    fil: 'Wala sa listahan ng mga shift ang {shift}; pumili mula sa listahan.',
  },
  'shift.too_long': {
    en: 'A shift change may cover at most {max} days; split a longer one.',
    fil: 'Hanggang {max} araw lang ang puwedeng sakupin ng isang pagpalit ng shift; hatiin ang mas mahaba.',
  },
  'shift.reason_required': {
    en: 'reason is required',
    fil: 'Kailangan ang dahilan',
  },
  'shift.overlap': {
    en: 'These days overlap shift change #{recid} ({days}).',
    fil: 'Sumasabay ang mga araw na ito sa pagpalit ng shift #{recid} ({days}).',
  },
  'shift.group_filed': {
    en: 'Group shift change {ref} to {schedule} filed for {count} employee(s){excluded, plural, =0 {} other {; {excluded} could not be included}}.',
    fil: 'Na-file ang group na pagpalit ng shift {ref} papuntang {schedule} para sa {count, plural, one {{count} empleyado} other {{count} na empleyado}}{excluded, plural, =0 {} other {; {excluded} ang hindi naisama}}.',
  },

  // Supporting documents
  'documents.wrong_field': {
    en: 'Send the files in the multipart field "{field}".',
    fil: 'Ipadala ang mga file sa multipart field na "{field}".',
  },
  'documents.too_large': {
    en: '"{name}" is larger than {size}, the most a supporting document may be.',
    fil: 'Lampas sa {size} ang "{name}"; iyon ang pinakamalaking puwede sa isang supporting document.',
  },
  'documents.too_many': {
    en: 'Upload at most {max} files at a time.',
    fil: 'Hanggang {max} file lang ang puwedeng i-upload sa isang pagkakataon.',
  },
  'documents.send_multipart': {
    en: 'Send the files as multipart/form-data in the field "{field}".',
    fil: 'Ipadala ang mga file bilang multipart/form-data sa field na "{field}".',
  },
  'documents.choose_file': {
    en: 'Choose at least one file to upload in the field "{field}".',
    fil: 'Pumili ng kahit isang file na ia-upload sa field na "{field}".',
  },
  'documents.empty': {
    en: '"{name}" is empty.',
    fil: 'Walang laman ang "{name}".',
  },
  'documents.not_supported': {
    en: '"{name}" is not a PDF, JPEG, PNG or HEIC file.',
    fil: 'Hindi PDF, JPEG, PNG o HEIC file ang "{name}".',
  },
  'documents.uploaded': {
    en: '{count, plural, one {Document} other {{count} documents}} uploaded.',
    fil: 'Na-upload ang {count, plural, =1 {dokumento} one {{count} dokumento} other {{count} na dokumento}}.',
  },
  'documents.deleted': {
    en: '{count, plural, one {Document} other {{count} documents}} deleted.',
    fil: 'Nabura ang {count, plural, =1 {dokumento} one {{count} dokumento} other {{count} na dokumento}}.',
  },
  'documents.not_yours': {
    en: 'There is no document {keys} of yours.',
    fil: 'Wala kang dokumentong {keys}.',
  },
  'documents.attached': {
    en: 'Document {key} is attached to {requestType} #{recid}; remove it from that request first.',
    fil: 'Nakalakip ang dokumentong {key} sa {requestType} #{recid}; alisin muna ito sa request na iyon.',
  },
  'documents.no_such_document': {
    en: 'There is no such document.',
    fil: 'Walang ganitong dokumento.',
  },
  'documents.keys_required': {
    en: 'keys must name at least one document',
    fil: 'Pumili ng kahit isang dokumento (keys)',
  },
  'documents.not_among_uploads': {
    en: 'Supporting document {keys} was not found among your uploads. Upload it again.',
    fil: 'Hindi nakita ang supporting document na {keys} sa mga na-upload mo. I-upload ito ulit.',
  },

  // Attendance adjustments
  'adjustment.future_day': {
    en: '{date} has not come yet; only past days and today can be adjusted.',
    fil: 'Hindi pa dumarating ang {date}; ang mga nakaraang araw at ngayon lang ang puwedeng i-adjust.',
  },
  'adjustment.documents_off': {
    en: 'Supporting documents are not enabled for attendance adjustments.',
    fil: 'Hindi naka-on ang supporting documents para sa pag-adjust ng attendance.',
  },
  'adjustment.documents_required': {
    en: 'supportingDocuments: attach at least one supporting document.',
    fil: 'supportingDocuments: maglakip ng kahit isang supporting document.',
  },
  'adjustment.not_for_employee': {
    en: 'Attendance adjustment #{recid} is not for employee {empId}.',
    fil: 'Hindi para sa empleyadong {empId} ang pag-adjust ng attendance #{recid}.',
  },
  'adjustment.pending_exists': {
    en: 'There is already a pending attendance adjustment for {date} (#{recid}). Edit that one instead.',
    fil: 'May naghihintay nang pag-adjust ng attendance para sa {date} (#{recid}). Iyon na lang ang i-edit.',
  },
  'adjustment.filed': {
    en: 'Attendance adjustment #{recid} for {date} filed.',
    fil: 'Na-file ang pag-adjust ng attendance #{recid} para sa {date}.',
  },
  'adjustment.saved': {
    en: 'Attendance adjustment #{recid} for {date} saved.',
    fil: 'Na-save ang pag-adjust ng attendance #{recid} para sa {date}.',
  },
  'adjustment.filed_for': {
    en: 'Attendance adjustment #{recid} for {date} for {name} filed.',
    fil: 'Na-file para kay {name} ang pag-adjust ng attendance #{recid} para sa {date}.',
  },
  'adjustment.saved_for': {
    en: 'Attendance adjustment #{recid} for {date} for {name} saved.',
    fil: 'Na-save para kay {name} ang pag-adjust ng attendance #{recid} para sa {date}.',
  },
  'adjustment.deleted': {
    en: 'Attendance adjustment #{recid} deleted.',
    fil: 'Nabura ang pag-adjust ng attendance #{recid}.',
  },
  'adjustment.pairs_in_order': {
    en: 'Fill the time entries in order: pair {empty} is empty but pair {pair} is not.',
    fil: 'Punan nang sunod-sunod ang mga time entry: walang laman ang pair {empty} pero may laman ang pair {pair}.',
  },
  'adjustment.time_in_needed': {
    en: 'Enter Time In {pair} too: Time Out {pair} needs it.',
    fil: 'Ilagay din ang Time In {pair}: kailangan ito ng Time Out {pair}.',
  },
  'adjustment.time_out_needed': {
    en: 'Enter Time Out {pair} too: Time In {pair} needs it.',
    fil: 'Ilagay din ang Time Out {pair}: kailangan ito ng Time In {pair}.',
  },
  'adjustment.no_entries': {
    en: 'Enter at least one time in and time out.',
    fil: 'Maglagay ng kahit isang time in at time out.',
  },
  'adjustment.out_of_order': {
    en: '{entry} ({time}) must be after {previous} ({previousTime}).',
    fil: 'Dapat mas huli ang {entry} ({time}) kaysa sa {previous} ({previousTime}).',
  },
  'adjustment.out_of_order_midnight': {
    en: '{entry} ({time}) must be after {previous} ({previousTime}); the entries may pass midnight only once.',
    fil: 'Dapat mas huli ang {entry} ({time}) kaysa sa {previous} ({previousTime}); isang beses lang puwedeng lumampas ng hatinggabi ang mga entry.',
  },

  // Overtime
  'overtime.not_a_type': {
    en: 'ottype {ottype} is not an overtime type; choose one from the list.',
    fil: 'Hindi uri ng overtime ang {ottype}; pumili mula sa listahan.',
  },
  'overtime.overlaps_shift': {
    en: 'The overtime overlaps the shift on {date} ({from} to {to}); overtime is the time before or after it.',
    fil: 'Sumasabay ang overtime sa shift sa {date} ({from} hanggang {to}); ang overtime ay ang oras bago o pagkatapos nito.',
  },
  'overtime.overlaps_filed': {
    en: 'Overtime #{recid} ({from} to {to}) already covers part of that time.',
    fil: 'Sakop na ng overtime #{recid} ({from} hanggang {to}) ang bahagi ng oras na iyon.',
  },
  'overtime.same_times': {
    en: 'toTime must differ from fromTime.',
    fil: 'Dapat magkaiba ang oras ng Hanggang (toTime) at Mula (fromTime).',
  },
  'overtime.too_many_hours': {
    en: 'noOfHours {hours} is more than the {span} hours from {from} to {to}.',
    fil: 'Ang {hours} oras (noOfHours) ay higit sa {span} oras mula {from} hanggang {to}.',
  },
  'overtime.filed': {
    en: 'Overtime #{recid} ({hours} hours on {date}) filed.',
    fil: 'Na-file ang overtime #{recid} ({hours} oras sa {date}).',
  },
  'overtime.saved': {
    en: 'Overtime #{recid} ({hours} hours on {date}) saved.',
    fil: 'Na-save ang overtime #{recid} ({hours} oras sa {date}).',
  },
  'overtime.deleted': {
    en: 'Overtime #{recid} deleted.',
    fil: 'Nabura ang overtime #{recid}.',
  },
  'overtime.group_filed': {
    en: 'Group overtime {ref} filed for {count} employee(s){excluded, plural, =0 {} other {; {excluded} could not be included}}.',
    fil: 'Na-file ang group overtime {ref} para sa {count, plural, one {{count} empleyado} other {{count} na empleyado}}{excluded, plural, =0 {} other {; {excluded} ang hindi naisama}}.',
  },

  // Official business
  'official_business.too_long': {
    en: 'An itinerary may cover at most {max} days; split a longer one.',
    fil: 'Hanggang {max} araw lang ang puwedeng sakupin ng isang itinerary; hatiin ang mas mahaba.',
  },
  'official_business.documents_off': {
    en: 'Supporting documents are not enabled for official business.',
    fil: 'Hindi naka-on ang supporting documents para sa official business.',
  },
  'official_business.overlap': {
    en: 'These dates overlap your official business #{recid} ({days}).',
    fil: 'Sumasabay ang mga petsang ito sa official business mo na #{recid} ({days}).',
  },
  'official_business.filed': {
    en: 'Official business #{recid} ({days}) filed.',
    fil: 'Na-file ang official business #{recid} ({days}).',
  },
  'official_business.saved': {
    en: 'Official business #{recid} ({days}) saved.',
    fil: 'Na-save ang official business #{recid} ({days}).',
  },
  'official_business.deleted': {
    en: 'Official business #{recid} deleted.',
    fil: 'Nabura ang official business #{recid}.',
  },

  // Attendance and the team calendar
  'attendance.too_many_days': {
    en: 'Ask for at most {max} days at a time ({from} to {to} is longer).',
    fil: 'Hanggang {max} araw lang ang puwedeng hingin sa isang pagkakataon (mas mahaba ang {from} hanggang {to}).',
  },
  'attendance.staff_only': {
    en: 'Staff attendance is for team leads and HR.',
    fil: 'Para lang sa mga team lead at HR ang attendance ng staff.',
  },
  'attendance.not_your_staff': {
    en: 'Employee {empId} is not among your staff.',
    fil: 'Wala sa staff mo ang empleyadong {empId}.',
  },
  'team_calendar.too_many_days': {
    en: 'Ask for at most {max} days at a time ({from} to {to} is longer).',
    fil: 'Hanggang {max} araw lang ang puwedeng hingin sa isang pagkakataon (mas mahaba ang {from} hanggang {to}).',
  },

  // Approving and reading requests
  'approval.no_such_request': {
    en: 'There is no {label} {ref}.',
    fil: 'Walang {label} na {ref}.',
  },
  'approval.no_such_request_for': {
    en: 'There is no {label} {ref} for employee {empId}.',
    fil: 'Walang {label} na {ref} para sa empleyadong {empId}.',
  },
  'approval.not_routed': {
    en: '{Label} {ref} is not routed to you for approval.',
    fil: '{Label} {ref}: hindi ito naka-route sa iyo para sa approval.',
  },
  'approval.no_such_type': {
    en: 'There is no request type {type}.',
    fil: 'Walang uri ng request na {type}.',
  },
  'approval.no_employee': {
    en: 'There is no employee {empId}.',
    fil: 'Walang empleyadong {empId}.',
  },
  'approval.approved_at_level': {
    en: '{Label} {ref} approved at level {level}; it now goes to level {next}.',
    fil: '{Label} {ref}: naaprubahan sa level {level}; nasa level {next} na ito ngayon.',
  },
  'approval.approved_at_level_for': {
    en: '{Label} {ref} approved at level {level} for {approver}; it now goes to level {next}.',
    fil: '{Label} {ref}: naaprubahan sa level {level} para kay {approver}; nasa level {next} na ito ngayon.',
  },
  'approval.decided': {
    en: '{Label} {ref} {decision, select, approved {approved} other {disapproved}}.',
    fil: '{Label} {ref}: {decision, select, approved {naaprubahan} other {hindi inaprubahan}}.',
  },
  'approval.decided_for': {
    en: '{Label} {ref} {decision, select, approved {approved} other {disapproved}} for {approver}.',
    fil: '{Label} {ref}: {decision, select, approved {naaprubahan} other {hindi inaprubahan}} para kay {approver}.',
  },
  'approval.bulk_decided': {
    en: '{done} {labels} {decision, select, approved {approved} other {disapproved}}.',
    fil: '{decision, select, approved {Naaprubahan} other {Hindi inaprubahan}} ang {done} {labels}.',
  },
  'approval.bulk_decided_some_refused': {
    en: '{done} {labels} {decision, select, approved {approved} other {disapproved}}; {refused} refused.',
    fil: '{decision, select, approved {Naaprubahan} other {Hindi inaprubahan}} ang {done} {labels}; {refused} ang hindi natuloy.',
  },

  // Group requests
  'group.not_in_team': {
    en: 'Not in your team: {empIds}. A group request is for your own team members only.',
    fil: 'Wala sa team mo: {empIds}. Para lang sa mga miyembro ng sarili mong team ang group request.',
  },
  'group.leads_only': {
    en: 'Only team leads file group {label}s.',
    fil: 'Mga team lead lang ang nagfa-file ng group {label}.',
  },
  'group.no_one_included': {
    en: 'No one could be included:\n{reasons}',
    fil: 'Walang maisasama:\n{reasons}',
  },
  'group.member_not_in_group': {
    en: 'Employee {empId} is not in group {label} {ref}.',
    fil: 'Wala ang empleyadong {empId} sa group {label} {ref}.',
  },
  'group.member_removed': {
    en: 'Employee {empId} removed from group {label} {ref}.',
    fil: 'Inalis ang empleyadong {empId} sa group {label} {ref}.',
  },
  'group.deleted': {
    en: 'Group {label} {ref} deleted.',
    fil: 'Nabura ang group {label} {ref}.',
  },
  'group.not_found': {
    en: 'There is no group {label} {ref} {asApprover, select, yes {routed to you} other {of yours}}.',
    fil: '{asApprover, select, yes {Walang group {label} {ref} na naka-route sa iyo.} other {Wala kang group {label} {ref}.}}',
  },
  'group.leave_filed': {
    en: 'Group {leave} {ref} filed for {count} employee(s){excluded, plural, =0 {} other {; {excluded} could not be included}}.',
    fil: 'Na-file ang group {leave} {ref} para sa {count, plural, one {{count} empleyado} other {{count} na empleyado}}{excluded, plural, =0 {} other {; {excluded} ang hindi naisama}}.',
  },

  // Imports (HR): {noun} and {nouns} name what one row is ("employee", "empleyado")
  'import.refused': {
    en: 'Nothing was imported: the file has {count, plural, one {{count} problem} other {{count} problems}}.{problems}{more, plural, =0 {} other {\n...and {more} more.}}',
    fil: 'Walang na-import: may {count, plural, one {{count} problema} other {{count} na problema}} ang file.{problems}{more, plural, =0 {} other {\n...at {more} pa.}}',
  },
  'import.has_problems': {
    en: 'The file has {count, plural, one {{count} problem} other {{count} problems}}; fix them and check again.',
    fil: 'May {count, plural, one {{count} problema} other {{count} na problema}} ang file; ayusin ang mga ito at i-check ulit.',
  },
  'import.ready': {
    en: 'The file is ready to import: {rows} {nouns} ({added} added, {changed} changed, {unchanged} unchanged).{note}',
    fil: 'Handa nang i-import ang file: {rows, plural, one {{rows} {nouns}} other {{rows} na {nouns}}} ({added} madadagdag, {changed} mababago, {unchanged} walang pagbabago).{note}',
  },
  'import.done': {
    en: '{rows} {nouns} imported: {added} added, {changed} changed, {unchanged} unchanged.{note}',
    fil: 'Na-import ang {rows, plural, one {{rows} {nouns}} other {{rows} na {nouns}}}: {added} nadagdag, {changed} nabago, {unchanged} walang pagbabago.{note}',
  },
  'import.already_running': {
    en: 'An import is already running: another {kind} import has not finished yet. Try again when it has.',
    fil: 'May import pang tumatakbo: hindi pa tapos ang isa pang import ng {kind}. Subukan ulit kapag tapos na ito.',
  },
  'import.file_too_large': {
    en: 'The file is larger than {megabytes} MB; split it into smaller files.',
    fil: 'Lampas sa {megabytes} MB ang file; hatiin ito sa mas maliliit na file.',
  },
  'import.send_multipart': {
    en: 'Send the file as multipart/form-data in the field "{field}".',
    fil: 'Ipadala ang file bilang multipart/form-data sa field na "{field}".',
  },
  'import.choose_file': {
    en: 'Choose a {formats} file to import in the field "{field}".',
    fil: 'Pumili ng {formats} file na ii-import sa field na "{field}".',
  },
  'import.wrong_field': {
    en: 'Send the file in the multipart field "{field}".',
    fil: 'Ipadala ang file sa multipart field na "{field}".',
  },
  'import.excel_too_large': {
    en: 'An Excel file may be up to {megabytes} MB; save a larger one as CSV.',
    fil: 'Hanggang {megabytes} MB lang ang Excel file; i-save bilang CSV ang mas malaki.',
  },
  'import.not_csv': {
    en: 'The file is not valid CSV: {detail}',
    fil: 'Hindi valid na CSV ang file: {detail}',
  },
  'import.empty_file': {
    en: 'The file is empty; it needs a header row and at least one {noun}.',
    fil: 'Walang laman ang file; kailangan nito ng header row at kahit isang {noun}.',
  },
  'import.too_many_rows': {
    en: 'The file has more than {max} rows; split it into smaller files.',
    fil: 'Higit sa {max} row ang file; hatiin ito sa mas maliliit na file.',
  },
  'import.no_rows': {
    en: 'The file has no {nouns}.',
    fil: 'Walang {nouns} sa file.',
  },
  'import.unknown_columns': {
    en: '{where}: {names} {count, plural, one {is not {aNoun} column} other {are not {noun} columns}} (the columns are {columns})',
    fil: '{where}: {count, plural, =1 {hindi column ng {aNoun} ang {names}} other {hindi mga column ng {noun} ang {names}}} (ang mga column ay {columns})',
  },
  'import.column_missing': {
    en: 'Row 1: the column {column} is missing',
    fil: 'Row 1: wala ang column na {column}',
  },
  'import.column_repeated': {
    en: 'Row 1: the column {column} appears more than once',
    fil: 'Row 1: higit sa isang beses lumalabas ang column na {column}',
  },
  'import.row_width': {
    en: 'Row {row}: has {values} values but the header has {columns} columns (line {line})',
    fil: 'Row {row}: may {values} value pero {columns} column ang header (linya {line})',
  },
  'import.row_problem': {
    en: 'Row {row}: {problem}',
    fil: 'Row {row}: {problem}',
  },
  'import.unsafe_text': {
    en: '{field} {problem}',
    fil: 'Hindi puwedeng may {problem} ang {field}',
  },
  'import.not_json': {
    en: 'The file is not valid JSON: {detail}',
    fil: 'Hindi valid na JSON ang file: {detail}',
  },
  'import.json_not_list': {
    en: 'The JSON must be an array of payslips, or an object with a "payslips" array.',
    fil: 'Dapat array ng mga payslip ang JSON, o object na may array na "payslips".',
  },
  'import.payslip_not_object': {
    en: "must be an object with the payslip's fields",
    fil: 'dapat object ito na may mga field ng payslip',
  },
  'import.payslip_repeated': {
    en: 'the payslip of employee {empId} {month} period {period} is also on row {first}',
    fil: 'nasa row {first} din ang payslip ng empleyadong {empId} para sa {month} period {period}',
  },
  'import.no_employee': {
    en: 'there is no employee {empId}',
    fil: 'walang empleyadong {empId}',
  },
  'import.no_employee_import_first': {
    en: 'there is no employee {empId}; import the employees first',
    fil: 'walang empleyadong {empId}; i-import muna ang mga empleyado',
  },
  'import.no_employee_add_first': {
    en: 'there is no employee {empId}; import or add the employee first',
    fil: 'walang empleyadong {empId}; i-import o idagdag muna ang empleyado',
  },
  'import.punch_line_fields': {
    en: 'a terminal log line needs the user id and the date and time, separated by a tab',
    fil: 'kailangan ng linya ng log ng terminal ang user id at ang petsa at oras, na pinaghihiwalay ng tab',
  },
  'import.punch_in_future': {
    en: "{at} is still to come; check the terminal's clock",
    fil: 'hindi pa dumarating ang {at}; i-check ang orasan ng terminal',
  },
  'import.route_repeated': {
    en: 'the {type} route of {targetKind, select, employee {emp_id {target}} other {department "{target}"}} is already set on row {first}; keep one of them',
    fil: 'naka-set na sa row {first} ang {type} route ng {targetKind, select, employee {emp_id {target}} other {department na "{target}"}}; isa lang ang itira',
  },
  'import.department_empty': {
    en: 'no employee is in the department "{department}"; check its spelling as the employees\' records have it',
    fil: 'walang empleyado sa department na "{department}"; i-check ang spelling nito ayon sa nakatala sa records ng mga empleyado',
  },
  'import.key_repeated': {
    en: '{what} is also on row {first}; keep one of them',
    fil: 'nasa row {first} din ang {what}; isa lang ang itira',
  },
  'import.no_office': {
    en: 'there is no office "{office}"; use an office\'s name or number from Offices, or leave office empty for the whole company',
    fil: 'walang office na "{office}"; gamitin ang pangalan o numero ng office mula sa Offices, o iwanang blangko ang office para sa buong kumpanya',
  },
  'import.no_shift': {
    en: 'there is no shift {shift}; add it in Shifts (or its import) first',
    fil: 'walang shift na {shift}; idagdag muna ito sa Shifts (o sa import nito)',
  },
  'import.account_employee_repeated': {
    en: 'emp_id {empId} is also on row {first}; one account per employee',
    fil: 'nasa row {first} din ang emp_id {empId}; isang account lang bawat empleyado',
  },
  'import.username_repeated': {
    en: 'username {username} is also on row {first}',
    fil: 'nasa row {first} din ang username na {username}',
  },
  'import.username_repeated_own': {
    en: 'username {username} is also on row {first}; give each person their own',
    fil: 'nasa row {first} din ang username na {username}; bigyan ang bawat tao ng sariling username',
  },
  'import.username_taken': {
    en: 'username {username} belongs to employee {owner}; choose another',
    fil: 'pag-aari ng empleyadong {owner} ang username na {username}; pumili ng iba',
  },
  'import.has_account': {
    en: 'employee {empId} already has the account {account}; the import does not rename accounts',
    fil: 'may account na {account} na ang empleyadong {empId}; hindi pinapalitan ng import ang pangalan ng mga account',
  },
  'import.employee_inactive': {
    en: 'employee {empId} ({name}) is not active',
    fil: 'hindi active ang empleyadong {empId} ({name})',
  },
  'import.employee_separated': {
    en: 'employee {empId} is separated; a separated employee gets no new account',
    fil: 'separated na ang empleyadong {empId}; walang bagong account ang separated na empleyado',
  },
  'import.employee_repeated': {
    en: 'emp_id {empId} is also on row {first}; give each employee one row',
    fil: 'nasa row {first} din ang emp_id {empId}; isang row lang bawat empleyado',
  },
  'import.pay_columns_need_payroll': {
    en: 'the pay columns ({columns}) are for HR administrators with the payroll permission; leave them blank or out',
    fil: 'para lang sa mga HR administrator na may payroll permission ang mga pay column ({columns}); iwanang blangko o alisin ang mga ito',
  },
});
