import { defineMessages } from './messages';

/**
 * The server's refusals of a request's form, in both languages (see messages.ts): a
 * 400's lists of schema problems, the request-level checks that run before any route
 * (JSON depth, the CSRF headers, text PostgreSQL cannot store), Fastify's own 4xx, the
 * database's refusals of a value, and the import files' outer checks.
 */
export const validationMessages = defineMessages({
  // A 400's problems, one a line, as the server words them in English and in Filipino
  // (validation-in-filipino.ts); `lines` is written for each language.
  'validation.issues': {
    en: '{lines}',
    fil: '{lines}',
  },
  'validation.json_too_deep': {
    en: "The request nests arrays and objects more than {levels} levels deep, which no request of the portal does. Send it as the portal's own screens do.",
    fil: 'Lampas sa {levels} antas ang pagkakapatong ng mga array at object sa request, na hindi ginagawa ng anumang request ng portal. Ipadala ito gaya ng ginagawa ng mismong mga screen ng portal.',
  },
  'validation.missing_request_id': {
    en: 'This request is missing its X-Request-Id header, so it was refused. Use the portal itself.',
    fil: 'Walang X-Request-Id header ang request na ito kaya tinanggihan ito. Gamitin ang mismong portal.',
  },
  'validation.cross_site': {
    en: 'Cross-site requests are not accepted. Use the portal itself.',
    fil: 'Hindi tinatanggap ang mga cross-site request. Gamitin ang mismong portal.',
  },
  'validation.body_type': {
    en: 'Only JSON or multipart requests are accepted here.',
    fil: 'JSON o multipart na request lang ang tinatanggap dito.',
  },
  // Fastify's own 4xx.
  'validation.send_json': {
    en: 'Send the request as JSON (Content-Type: application/json).',
    fil: 'Ipadala ang request bilang JSON (Content-Type: application/json).',
  },
  'validation.empty_json': {
    en: 'The request body is empty; send a JSON object.',
    fil: 'Walang laman ang request body; magpadala ng JSON object.',
  },
  'validation.invalid_json': {
    en: 'The request body is not valid JSON.',
    fil: 'Hindi wastong JSON ang request body.',
  },
  'validation.body_too_large': {
    en: 'The request is too large.',
    fil: 'Masyadong malaki ang request.',
  },
  'validation.content_length': {
    en: 'The request length does not match its body.',
    fil: 'Hindi tugma ang haba ng request sa body nito.',
  },
  'validation.no_route': {
    en: 'There is no {method} {path}.',
    fil: 'Walang ganitong address sa portal: {method} {path}.',
  },
  'validation.malformed_multipart': {
    en: 'The upload is not well-formed multipart/form-data ({detail}); send the file again from a form or with curl -F.',
    fil: 'Hindi maayos na multipart/form-data ang upload ({detail}); ipadala ulit ang file mula sa isang form o gamit ang curl -F.',
  },
  // The database's refusals of a value the schemas let through (plugins/database-error-status.ts).
  'validation.duplicate_key': {
    en: 'There is already {record} with {key}; it was not saved twice.',
    fil: 'Mayroon nang {record} na may {key}; hindi ito na-save nang dalawang beses.',
  },
  'validation.duplicate': {
    en: 'There is already {record} like this; it was not saved twice.',
    fil: 'Mayroon nang ganitong {record}; hindi ito na-save nang dalawang beses.',
  },
  'validation.number_out_of_range': {
    en: 'A number in the request is out of range; record numbers go up to 2147483647.',
    fil: 'Lampas sa saklaw ang isang numero sa request; hanggang 2147483647 lang ang mga record number.',
  },
  'validation.date_out_of_range': {
    en: 'A date or time in the request is out of range; use a date between 1900 and 2100.',
    fil: 'Lampas sa saklaw ang isang petsa o oras sa request; gumamit ng petsa mula 1900 hanggang 2100.',
  },
  'validation.date_not_valid': {
    en: 'A date or time in the request is not valid; write dates as YYYY-MM-DD.',
    fil: 'Hindi wasto ang isang petsa o oras sa request; isulat ang petsa sa anyong YYYY-MM-DD.',
  },
  'validation.text_not_storable': {
    en: 'The request holds text that cannot be stored (a NUL character or invalid encoding).',
    fil: 'May text sa request na hindi maiimbak (NUL character o maling encoding).',
  },
  'validation.value_not_in_form': {
    en: 'A value in the request is not in the form its field takes.',
    fil: 'May value sa request na hindi ayon sa anyong tinatanggap ng field nito.',
  },
  'validation.text_too_long': {
    en: 'A text in the request is too long.',
    fil: 'Masyadong mahaba ang isang text sa request.',
  },
  'validation.value_not_valid': {
    en: 'A value in the request is not valid.',
    fil: 'Hindi wasto ang isang value sa request.',
  },
  'validation.payroll_locked': {
    en: 'The payroll of {from} to {to} is {status}: requests for those dates can no longer be filed, changed or approved. Ask HR to make the change in the next payroll.',
    fil: '{status} ang payroll ng {from} hanggang {to}: hindi na puwedeng i-file, baguhin o aprubahan ang mga request para sa mga petsang iyon. Ipakiusap sa HR na gawin ang pagbabago sa susunod na payroll.',
  },
  'validation.database_unavailable': {
    en: 'The portal cannot reach its database just now. Nothing was saved; please try again in a few seconds.',
    fil: 'Hindi maabot ng portal ang database nito sa ngayon. Walang na-save; pakisubukan po ulit pagkalipas ng ilang segundo.',
  },
  // An import file's outer checks (lib/xlsx-text.ts).
  'validation.not_a_workbook': {
    en: 'The file is not a readable Excel workbook (.xlsx). Save it again from Excel, or as CSV.',
    fil: 'Hindi mabasang Excel workbook (.xlsx) ang file. I-save ulit ito mula sa Excel, o bilang CSV.',
  },
  'validation.workbook_without_sheet': {
    en: 'The workbook has no sheet. Put the rows on its first sheet.',
    fil: 'Walang sheet ang workbook. Ilagay ang mga row sa unang sheet nito.',
  },
});
