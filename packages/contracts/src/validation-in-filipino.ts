import { labelFieldNames } from './field-labels';
import { labelFieldNamesInFilipino } from './field-labels-fil';
import { filipinoValidation } from './validation-fil';

// A validation message in Filipino. The schemas write their messages in English (the
// API answers them word for word); a person who reads Filipino is shown the Filipino
// of the same message, each field named by its Filipino label. The web's forms turn a
// schema's message into Filipino here; the server sends the Filipino of its 400 lines
// beside the English (plugins/error-handler.ts).

type Words = (...parts: string[]) => string;

/**
 * Messages that carry what the request sent (the unknown keys, a value quoted back) or
 * a value of another field, so no list can hold each one: matched, not looked up.
 * The server's lib/validation-fil.test.ts lists each as a message built at parse time.
 */
const builtAtParseTime: readonly (readonly [RegExp, Words])[] = [
  [/^the setting (.+) (?:is|are) not known to the portal$/s, (keys) => `Hindi kilala ng portal ang setting na ${keys}`],
  [/^the feature switch (.+) (?:is|are) not known to the portal$/s, (keys) => `Hindi kilala ng portal ang feature switch na ${keys}`],
  [/^the kind of notification (.+) (?:is|are) not known to the portal$/s, (keys) => `Hindi kilala ng portal ang uri ng abiso na ${keys}`],
  [/^Unknown setting: (.+)$/s, (keys) => `Hindi kilalang setting: ${keys}`],
  [/^Unknown kind of data: (.+)$/s, (keys) => `Hindi kilalang uri ng data: ${keys}`],
  [/^(.+) (?:is|are) not part of a queued punch$/s, (keys) => `Hindi bahagi ng naka-queue na punch ang ${keys}`],
  [
    /^rest_days must be weekdays 0 \(Sunday\) to 6 \(Saturday\) separated by ";", e\.g\. 0;6 \(got "(.*)"\)$/s,
    (part) => `Dapat mga araw ng linggo ang rest_days, 0 (Linggo) hanggang 6 (Sabado), na pinaghihiwalay ng ";", halimbawa 0;6 (ang nakuha: "${part}")`,
  ],
  [
    /^break_start must leave the whole break inside the shift \((.+) to (.+)\)$/s,
    (from, to) => `Dapat nasa loob ng shift (${from} hanggang ${to}) ang buong break, batay sa break_start`,
  ],
];

/** Where findUnsafeText (input.ts) says a text is: a field's path, "the request", or "a field name" inside one. */
function placeInFilipino(place: string): string {
  if (place === 'the request') return 'request';
  return place.replace(/(^|\.)a field name$/, (_whole, dot: string) => `${dot}pangalan ng field`);
}

/**
 * The storable-text problems of any field, as lib/storable-input.ts and the schemas word
 * them. The Filipino writes the NUL as U+0000: Lingui reads a "\u0000" in a rendered
 * message as the character itself.
 */
const unstorableText: readonly (readonly [RegExp, Words])[] = [
  [/^(.+) must not contain a NUL character \(\\u0000\)$/s, (place) => `Hindi puwedeng may NUL character (U+0000) ang ${placeInFilipino(place)}`],
  [
    /^(.+) must not contain a broken character \(a lone UTF-16 surrogate\)$/s,
    (place) => `Hindi puwedeng may sirang character (lone UTF-16 surrogate) ang ${placeInFilipino(place)}`,
  ],
  [/^(.+) is not valid text$/s, (place) => `Hindi wastong text ang ${placeInFilipino(place)}`],
];

/**
 * The shared rules' messages (input.ts) and the import columns' (the server's
 * lib/spreadsheet-columns.ts) for a field no entry names: an import's column, a
 * screen's own schema.
 */
const anyField: readonly (readonly [RegExp, Words])[] = [
  [/^([\w.]+) is required$/, (field) => `Kailangan ang ${field}`],
  [/^([\w.]+) must be at most (\d+) characters$/, (field, max) => `Hanggang ${max} character lang ang ${field}`],
  [/^([\w.]+) must be at least (\d+) characters$/, (field, min) => `Dapat hindi bababa sa ${min} character ang ${field}`],
  [/^([\w.]+) must be a date as YYYY-MM-DD$/, (field) => `Dapat petsa ang ${field}, sa anyong YYYY-MM-DD`],
  [/^([\w.]+) must be a date between (\d+) and (\d+)$/, (field, from, to) => `Dapat petsa mula ${from} hanggang ${to} ang ${field}`],
  [/^([\w.]+) must be a number$/, (field) => `Dapat numero ang ${field}`],
  [/^([\w.]+) must be a whole number$/, (field) => `Dapat buong numero ang ${field}`],
  [/^([\w.]+) must be a positive number$/, (field) => `Dapat positibong numero ang ${field}`],
  [/^([\w.]+) cannot be negative$/, (field) => `Hindi puwedeng negatibo ang ${field}`],
  [/^([\w.]+) is too large: record numbers go up to (\d+)$/, (field, max) => `Masyadong malaki ang ${field}: hanggang ${max} lang ang mga record number`],
  [/^([\w.]+) must be an employee number$/, (field) => `Dapat employee number ang ${field}`],
  [
    /^([\w.]+) must be a date like 11\/27\/2026 or 2026-11-27 \(got "(.*)"\)$/s,
    (field, value) => `Dapat petsa ang ${field}, gaya ng 11/27/2026 o 2026-11-27 (ang nakuha: "${value}")`,
  ],
  [/^([\w.]+) is not a date the portal accepts$/, (field) => `Hindi petsang tinatanggap ng portal ang ${field}`],
  // The import rows' own checks (employees, payslips), each with the value it read.
  [
    /^([\w.]+) must be an amount like ([\d,.]+) \(got "(.*)"\)$/s,
    (field, example, value) => `Dapat halaga ang ${field}, gaya ng ${example} (ang nakuha: "${value}")`,
  ],
  [
    /^([\w.]+) must be an amount like ([\d,.]+) \(not negative, at most two decimals; got "(.*)"\)$/s,
    (field, example, value) => `Dapat halaga ang ${field}, gaya ng ${example} (hindi negatibo, hanggang dalawang decimal; ang nakuha: "${value}")`,
  ],
  [/^([\w.]+) must be 1 or 0 \(or true \/ false\), not "(.*)"$/s, (field, value) => `Dapat 1 o 0 (o true / false) ang ${field}, hindi "${value}"`],
  [/^([\w.]+) must be an employee number of up to 8 digits$/, (field) => `Dapat employee number na hanggang 8 digit ang ${field}`],
  [
    /^([\w.]+) must be an employee number of up to 8 digits \(got "(.*)"\)$/s,
    (field, value) => `Dapat employee number na hanggang 8 digit ang ${field} (ang nakuha: "${value}")`,
  ],
  [
    /^([\w.]+) must be an? (TIN|SSS number|PhilHealth number|Pag-IBIG MID number) of ([\d, or]+) digits, like (\S+) \(got "(.*)"\)$/s,
    (field, kind, digits, example, value) =>
      `Dapat ${kind} na may ${digits.replace(' or ', ' o ')} digit ang ${field}, gaya ng ${example} (ang nakuha: "${value}")`,
  ],
  [/^gender must be (.+), or Male or Female \(got "(.*)"\)$/s, (codes, value) => `Dapat ${codes.replace(' or ', ' o ')}, o Male o Female ang gender (ang nakuha: "${value}")`],
  [/^([\w.]+) must be one of (.+) \(got "(.*)"\)$/s, (field, values, value) => `Dapat isa sa ${values} ang ${field} (ang nakuha: "${value}")`],
  [/^year must be a year like (\d+) \(got "(.*)"\)$/s, (example, value) => `Dapat taon ang year, gaya ng ${example} (ang nakuha: "${value}")`],
  [/^month must be 1 to 12 \(got "(.*)"\)$/s, (value) => `Dapat 1 hanggang 12 ang month (ang nakuha: "${value}")`],
  [
    /^period must be 1 \(first cut-off\) or 2 \(second cut-off\) \(got "(.*)"\)$/s,
    (value) => `Dapat 1 (unang cut-off) o 2 (ikalawang cut-off) ang period (ang nakuha: "${value}")`,
  ],
  [
    /^([\w.]+) must be weekdays, each once, like Sat,Sun or 0;6 \(0 is Sunday, 6 Saturday\) \(got "(.*)"\)$/s,
    (field, value) => `Dapat mga araw ng linggo ang ${field}, tig-iisang beses, gaya ng Sat,Sun o 0;6 (ang 0 ay Linggo, ang 6 ay Sabado) (ang nakuha: "${value}")`,
  ],
];

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'numero',
  boolean: 'true o false',
  object: 'object',
  array: 'listahan',
  date: 'petsa',
  undefined: 'wala',
  null: 'null',
  bigint: 'numero',
  int: 'buong numero',
  nan: 'NaN',
  NaN: 'NaN',
};
const typeOf = (type: string) => TYPES[type] ?? type;
const BOUNDS: Record<string, string> = { '<=': 'hanggang ', '<': 'mas mababa sa ', '>=': 'hindi bababa sa ', '>': 'higit sa ', 'exactly ': 'eksaktong ' };
const UNITS: Record<string, string> = { characters: 'character', items: 'item', entries: 'entry', bytes: 'byte', elements: 'elemento' };

/** zod's own English (its "en" locale), for a schema that gives no message of its own. */
const zodDefaults: readonly (readonly [RegExp, Words])[] = [
  [/^Invalid input: expected (\w+), received undefined$/, (expected) => `Kailangan ito (${typeOf(expected)} ang inaasahan)`],
  [/^Invalid input: expected (\w+), received (\w+)$/, (expected, received) => `Mali ang uri: ${typeOf(expected)} ang inaasahan, ${typeOf(received)} ang natanggap`],
  [/^Invalid input: expected (.+)$/s, (value) => `Hindi wasto: ${value} ang inaasahan`],
  [/^Invalid option: expected one of (.+)$/s, (values) => `Hindi wastong pagpipilian: dapat isa sa ${values}`],
  [
    /^Too (big|small): expected (\w+) to have (<=|<|>=|>|exactly )(\S+) (\w+)$/,
    (size, _origin, bound, limit, unit) =>
      `${size === 'big' ? 'Sobra' : 'Kulang'}: dapat ${BOUNDS[bound] ?? bound}${limit} ${UNITS[unit ?? ''] ?? unit}`,
  ],
  [
    /^Too (big|small): expected (\w+) to be (<=|<|>=|>|exactly )(\S+)$/,
    (size, _origin, bound, limit) => `Masyadong ${size === 'big' ? 'malaki' : 'maliit'}: dapat ${BOUNDS[bound] ?? bound}${limit}`,
  ],
  [/^Invalid string: must match pattern (.+)$/s, (pattern) => `Hindi wastong text: dapat tumugma sa pattern na ${pattern}`],
  [/^Invalid string: must (start with|end with|include) (".*")$/s, (how, part) => `Hindi wastong text: dapat ${how === 'start with' ? 'magsimula sa' : how === 'end with' ? 'magtapos sa' : 'may'} ${part}`],
  [/^Invalid number: must be a multiple of (.+)$/, (divisor) => `Hindi wastong numero: dapat multiple ng ${divisor}`],
  [/^Unrecognized keys?: (.+)$/s, (keys) => `Hindi kilalang key: ${keys}`],
  [/^Invalid key in (\w+)$/, (origin) => `Hindi wastong key sa ${origin}`],
  [/^Invalid value in (\w+)$/, (origin) => `Hindi wastong value sa ${origin}`],
  [/^Invalid discriminator value\. Expected (.+)$/s, (options) => `Hindi wastong uri: ${options} ang inaasahan`],
  [/^Invalid input: more than one option matched$/, () => 'Hindi wasto: higit sa isang pagpipilian ang tumugma'],
  [/^Invalid input$/, () => 'Hindi wastong input'],
  [/^Invalid (.+)$/, (format) => `Hindi wastong ${format}`],
];

// Messages as the web's forms show them in English, their fields named by their labels
// ("SSS number must be..."), back to their entries; built on first use.
let byLabelledText: Map<string, string> | undefined;

function labelledEntry(text: string): string | undefined {
  if (!byLabelledText) {
    byLabelledText = new Map();
    for (const [english, filipino] of Object.entries(filipinoValidation)) {
      const labelled = labelFieldNames(english);
      if (labelled !== english && !(labelled in filipinoValidation) && !byLabelledText.has(labelled)) byLabelledText.set(labelled, filipino);
    }
  }
  return byLabelledText.get(text);
}

function matched(rules: readonly (readonly [RegExp, Words])[], text: string): string | null {
  for (const [pattern, words] of rules) {
    const match = pattern.exec(text);
    if (match) return words(...match.slice(1).map((part) => part ?? ''));
  }
  return null;
}

/**
 * The Filipino of one line of a validation message, as the schemas, the server or the
 * forms word it: the schema's message itself ("sss_no must be..."), with its fields
 * labelled ("SSS number must be..."), or after the path of its field ("empids.2: ...").
 * Null when the portal has no Filipino for it.
 */
export function filipinoValidationOf(english: string): string | null {
  const entry = Object.hasOwn(filipinoValidation, english) ? filipinoValidation[english] : labelledEntry(english);
  if (entry !== undefined) return labelFieldNamesInFilipino(entry);
  const built = matched(builtAtParseTime, english) ?? matched(unstorableText, english) ?? matched(anyField, english);
  if (built !== null) return labelFieldNamesInFilipino(built);
  const placed = /^([\w.-]+): (.+)$/s.exec(english);
  if (placed) {
    const rest = filipinoValidationOf(placed[2]!);
    return rest === null ? null : `${labelFieldNamesInFilipino(placed[1]!)}: ${rest}`;
  }
  return matched(zodDefaults, english);
}

/** One line of a validation message in Filipino; the English as it is when the portal has no Filipino for it. */
export function validationInFilipino(english: string): string {
  return filipinoValidationOf(english) ?? english;
}

/** A message of several lines (a 400's list of problems), each line in Filipino where the portal has it. */
export function validationLinesInFilipino(english: string): string {
  return english
    .split('\n')
    .map((line) => validationInFilipino(line))
    .join('\n');
}
