import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ShiftBody } from '@portal/contracts/admin-shifts';
import { fieldLabels } from '@portal/contracts/field-labels';
import { filipinoFieldLabels } from '@portal/contracts/field-labels-fil';
import { RangeReportQuery } from '@portal/contracts/reports';
import { filipinoValidation } from '@portal/contracts/validation-fil';
import { filipinoValidationOf, validationInFilipino, validationLinesInFilipino } from '@portal/contracts/validation-in-filipino';

// Every message a schema of the contracts can give has its Filipino. The schemas are
// walked as zod 4 builds them (object shapes, arrays, unions, optional, nullable,
// default, pipes, transforms, and the checks of each), and every message of their own
// is collected: each `error` function is called with the issues it could be given, and
// each transform is run on values that fail it.

const CONTRACTS = new URL('../../../../packages/contracts/src/', import.meta.url);

interface ZodDef {
  type: string;
  error?: unknown;
  checks?: { _zod: { def: ZodCheckDef; check?: unknown } }[];
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  items?: unknown[];
  rest?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  in?: unknown;
  out?: unknown;
  innerType?: unknown;
  getter?: () => unknown;
}
interface ZodCheckDef {
  check: string;
  error?: unknown;
  fn?: unknown;
}
type Schema = { _zod: { def: ZodDef }; safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** The issues an error function may be handed: each kind, with what was sent. */
const PLAUSIBLE_ISSUES = [
  { code: 'invalid_type', expected: 'string', input: undefined },
  { code: 'invalid_type', expected: 'string', input: '' },
  { code: 'invalid_type', expected: 'number', input: 'zzvalue' },
  { code: 'invalid_type', expected: 'string', input: 5 },
  { code: 'invalid_type', expected: 'object', input: null },
  { code: 'invalid_value', values: ['a', 'b'], input: 'zzvalue' },
  { code: 'invalid_format', format: 'regex', input: 'zzvalue' },
  { code: 'too_small', origin: 'string', minimum: 1, input: '' },
  { code: 'too_big', origin: 'string', maximum: 1, input: 'zzvalue' },
  { code: 'custom', input: 'a\u0000b' },
  { code: 'custom', input: 'a\uD800b' },
  { code: 'custom', input: 'zzvalue' },
  { code: 'unrecognized_keys', keys: ['zzkey'], input: {} },
  { code: 'unrecognized_keys', keys: ['zzkey', 'zzother'], input: {} },
];
/** Values a transform that checks its input refuses: empty, words, impossible times, weekdays out of range, NUL. */
const FAILING_VALUES = [undefined, null, '', ' ', 'zzvalue', '99:99', '25:00', '7', '1;9', 5, 'a\u0000b'];

interface Collected {
  messages: Map<string, string>;
  /** Schemas refined by a function that words its own messages (superRefine): these cannot be walked. */
  refinedWhole: Map<object, string>;
  /** Schemas walked: the same schema is often exported under several routes. */
  seen: Set<unknown>;
}

function callError(error: unknown, where: string, into: Collected): void {
  if (typeof error !== 'function') return;
  for (const issue of PLAUSIBLE_ISSUES) {
    let answer: unknown;
    try {
      answer = error({ ...issue, path: [] });
    } catch {
      continue;
    }
    const text = typeof answer === 'string' ? answer : (answer as { message?: unknown } | undefined)?.message;
    if (typeof text === 'string' && !into.messages.has(text)) into.messages.set(text, where);
  }
}

function walk(schema: Schema, where: string, into: Collected): void {
  if (into.seen.has(schema)) return;
  into.seen.add(schema);
  const def = schema._zod.def;
  callError(def.error, where, into);
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def;
    callError(checkDef.error, `${where} (${checkDef.check})`, into);
    // A refine keeps its message in `error`; a superRefine has neither a function nor a message to read.
    if (checkDef.check === 'custom' && checkDef.fn === undefined && checkDef.error === undefined) into.refinedWhole.set(schema, where);
  }
  const next = (child: unknown, suffix: string) => {
    if (isSchema(child)) walk(child, `${where}${suffix}`, into);
  };
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) next(child, `.${key}`);
      next(def.catchall, '.*');
      break;
    case 'array':
      next(def.element, '[]');
      break;
    case 'union':
      (def.options ?? []).forEach((option, index) => next(option, `|${index}`));
      break;
    case 'intersection':
      next(def.left, '&');
      next(def.right, '&');
      break;
    case 'tuple':
      (def.items ?? []).forEach((item, index) => next(item, `[${index}]`));
      next(def.rest, '[...]');
      break;
    case 'record':
    case 'map':
    case 'set':
      next(def.keyType, '{key}');
      next(def.valueType, '{value}');
      break;
    case 'pipe':
      next(def.in, '');
      next(def.out, '');
      break;
    case 'lazy':
      next(def.getter?.(), '');
      break;
    case 'transform':
      // A transform words its message when it refuses a value (ctx.addIssue).
      for (const value of FAILING_VALUES) {
        let result: ReturnType<Schema['safeParse']>;
        try {
          result = schema.safeParse(value);
        } catch {
          continue;
        }
        for (const issue of result.error?.issues ?? []) if (!into.messages.has(issue.message)) into.messages.set(issue.message, `${where} (transform)`);
      }
      break;
    default:
      next(def.innerType, '');
  }
}

/** Schemas anywhere in an export: itself, or inside a plain object such as a module's routes. */
function visit(value: unknown, where: string, into: Collected, depth = 0): void {
  if (isSchema(value)) return walk(value, where, into);
  if (depth > 6 || typeof value !== 'object' || value === null || into.seen.has(value)) return;
  into.seen.add(value);
  for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`, into, depth + 1);
}

async function collect(): Promise<Collected> {
  const into: Collected = { messages: new Map(), refinedWhole: new Map(), seen: new Set() };
  const files = readdirSync(CONTRACTS).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files.sort()) {
    const exports = (await import(new URL(file, CONTRACTS).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) visit(value, `${file} ${name}`, into);
  }
  return into;
}

/**
 * Messages built at parse time, which no list can hold: each names what the request
 * sent or another field's value. validation-in-filipino.ts matches each by its words.
 */
const BUILT_AT_PARSE_TIME: { pattern: RegExp; reason: string }[] = [
  { pattern: /^the (setting|feature switch|kind of notification) .+ (is|are) not known to the portal$/s, reason: 'names the unknown keys the settings body sent (admin-company.ts)' },
  { pattern: /^Unknown setting: .+$/s, reason: 'names the unknown keys the sign-in settings sent (sign-in.ts)' },
  { pattern: /^Unknown kind of data: .+$/s, reason: 'names the unknown kinds the retention body sent (retention.ts)' },
  { pattern: /^.+ (is|are) not part of a queued punch$/s, reason: 'names the unknown keys a queued punch sent (time-clock.ts)' },
  { pattern: /^rest_days must be weekdays 0 \(Sunday\) to 6 \(Saturday\) separated by ";", e\.g\. 0;6 \(got ".*"\)$/s, reason: 'quotes the part that is not a weekday (admin-shifts.ts)' },
  { pattern: /^break_start must leave the whole break inside the shift \(.+ to .+\)$/s, reason: "names the shift's own times (admin-shifts.ts ShiftBody)" },
];
const builtAtParseTime = (message: string) => BUILT_AT_PARSE_TIME.some(({ pattern }) => pattern.test(message));

/**
 * Schemas refined as a whole (superRefine), whose messages are in code no walk can read:
 * each with the values that bring out every message it has.
 */
const REFINED_AS_A_WHOLE: { schema: object; reason: string; refused: unknown[] }[] = [
  {
    schema: ShiftBody,
    reason: 'compares timein, timeout and the break (admin-shifts.ts)',
    refused: [
      { shift: 'DAY', shiftdesc: 'Day', timein: '08:00', timeout: '08:00' },
      { shift: 'DAY', shiftdesc: 'Day', timein: '08:00', timeout: '09:00', break_minutes: 60 },
      { shift: 'DAY', shiftdesc: 'Day', timein: '08:00', timeout: '17:00', break_start: '16:30', break_minutes: 60 },
    ],
  },
  {
    schema: RangeReportQuery,
    reason: 'compares from and to (reports.ts)',
    refused: [
      { from: '2026-02-01', to: '2026-01-01' },
      { from: '2026-01-01', to: '2026-12-31' },
    ],
  },
];

/** Lines the server words itself around the schemas' messages (plugins/error-handler.ts). */
const SERVER_LINES = ['The request body must be a JSON object', 'is not valid'];

const collected = await collect();
const messages = [...collected.messages.keys()];

describe('the Filipino of the validation messages', () => {
  it('has an entry for every message of its own a schema of the contracts can give', () => {
    expect(messages.length).toBeGreaterThan(400);
    const missing = messages.filter((message) => !builtAtParseTime(message) && !Object.hasOwn(filipinoValidation, message));
    expect(missing.map((message) => `${collected.messages.get(message)}: ${message}`)).toEqual([]);
  });

  it('reads the messages built at parse time, and every one listed is still given', () => {
    const built = messages.filter(builtAtParseTime);
    for (const message of built) {
      const filipino = filipinoValidationOf(message);
      expect(filipino, message).not.toBeNull();
      expect(filipino, message).not.toBe(message);
    }
    const shiftBreak = (ShiftBody as unknown as Schema).safeParse(REFINED_AS_A_WHOLE[0]!.refused[2]);
    const given = [...built, ...(shiftBreak.error?.issues.map((issue) => issue.message) ?? [])];
    for (const { pattern, reason } of BUILT_AT_PARSE_TIME) expect(given.some((message) => pattern.test(message)), reason).toBe(true);
  });

  it('has the Filipino of the schemas refined as a whole, which are all listed', () => {
    expect(new Set(collected.refinedWhole.keys()), [...collected.refinedWhole.values()].join(', ')).toEqual(new Set(REFINED_AS_A_WHOLE.map(({ schema }) => schema)));
    for (const { schema, reason, refused } of REFINED_AS_A_WHOLE) {
      for (const value of refused) {
        const issues = (schema as Schema).safeParse(value).error?.issues ?? [];
        expect(issues.length, `${reason}: ${JSON.stringify(value)}`).toBeGreaterThan(0);
        for (const { message } of issues) {
          expect(Object.hasOwn(filipinoValidation, message) || builtAtParseTime(message), `${reason}: ${message}`).toBe(true);
          collected.messages.set(message, reason);
        }
      }
    }
  });

  it('keeps no entry for a message that no schema gives any more', () => {
    for (const { schema, refused } of REFINED_AS_A_WHOLE) {
      for (const value of refused) for (const { message } of (schema as Schema).safeParse(value).error?.issues ?? []) collected.messages.set(message, 'refined');
    }
    const stale = Object.keys(filipinoValidation).filter((english) => !collected.messages.has(english) && !SERVER_LINES.includes(english));
    expect(stale).toEqual([]);
  });

  it('names the same fields and numbers in the Filipino as in the English', () => {
    const names = new RegExp(`(?<![\\w])(?:${Object.keys(fieldLabels).join('|')})(?![\\w])`, 'g');
    const numbers = /\d+/g;
    for (const [english, filipino] of Object.entries(filipinoValidation)) {
      expect(filipino.trim(), english).not.toBe('');
      // Lingui turns an escape written out ("\\u0000") into its character when it renders a line.
      expect(filipino, english).not.toMatch(/\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}/);
      expect(new Set(filipino.match(names)), english).toEqual(new Set(english.match(names)));
      for (const number of english.match(numbers) ?? []) expect(filipino.match(numbers), english).toContain(number);
    }
  });

  it('labels every field the English labels, in Filipino', () => {
    expect(Object.keys(filipinoFieldLabels).sort()).toEqual(Object.keys(fieldLabels).sort());
    for (const [name, label] of Object.entries(filipinoFieldLabels)) expect(label.trim(), name).not.toBe('');
  });

  it('reads a message as the schema, the server and the forms word it, and leaves unknown words in English', () => {
    const filipino = 'Dapat SSS number na may 10 digit ang SSS number, gaya ng 34-1234567-8';
    expect(validationInFilipino('sss_no must be an SSS number of 10 digits, like 34-1234567-8')).toBe(filipino);
    expect(validationInFilipino('SSS number must be an SSS number of 10 digits, like 34-1234567-8')).toBe(filipino);
    expect(validationInFilipino('fromDate must not be after toDate')).toBe('Hindi dapat mas huli ang Mula sa Hanggang');
    expect(validationInFilipino('features.leaveDuration must be true or false')).toBe('Dapat true o false ang Tagal ng leave');
    expect(validationInFilipino('empids.2: Invalid input: expected string, received number')).toBe('Mga empleyado.2: Mali ang uri: text ang inaasahan, numero ang natanggap');
    expect(validationInFilipino('the request must not contain a NUL character (\\u0000)')).toBe('Hindi puwedeng may NUL character (U+0000) ang request');
    expect(validationInFilipino('Unknown setting: sso_colour')).toBe('Hindi kilalang setting: sso_colour');
    // An import's column, which no schema of the contracts names.
    expect(validationInFilipino('date must be a date between 1900 and 2100')).toBe('Dapat petsa mula 1900 hanggang 2100 ang date');
    expect(validationInFilipino('rest_days must be weekdays, each once, like Sat,Sun or 0;6 (0 is Sunday, 6 Saturday) (got "Fri,Fri")')).toBe(
      'Dapat mga araw ng linggo ang Mga rest day, tig-iisang beses, gaya ng Sat,Sun o 0;6 (ang 0 ay Linggo, ang 6 ay Sabado) (ang nakuha: "Fri,Fri")',
    );
    expect(validationInFilipino('Something no schema says')).toBe('Something no schema says');
    expect(validationInFilipino('recid: something no schema says')).toBe('recid: something no schema says');
    expect(validationLinesInFilipino('reason is required\nRequired')).toBe('Kailangan ang dahilan\nKailangan');
  });
});
