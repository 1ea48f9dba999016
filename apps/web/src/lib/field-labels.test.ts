import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelFieldNames } from '@portal/contracts/field-labels';

// Every message a schema of the contracts can give, as the portal's screens show it
// (through labelFieldNames: the forms' resolver and the API client): none names a
// field by its API name. The schemas are probed with nothing, with wrong types and
// with every field wrong, which brings out each field's own message.
const modules = import.meta.glob('../../../../packages/contracts/src/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const INTERNAL_NAME = /\b(?:[a-z]+(?:_[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)\b/;
/** zod's own words for an enum of a response (the portal's answers, which no person types). */
const ZOD_DEFAULT = /^Invalid (option|input)/;

function messagesOf(schema: z.ZodType): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const everyFieldWrong = shape ? Object.fromEntries(Object.keys(shape).map((key) => [key, { wrong: true }])) : {};
  const messages: string[] = [];
  for (const probe of [{}, null, 'text', 5, everyFieldWrong]) {
    const result = schema.safeParse(probe);
    if (!result.success) messages.push(...result.error.issues.map((issue) => issue.message));
  }
  return messages;
}

describe('the messages people read', () => {
  it('name every field by the label they see, never by its name in the API', () => {
    const leaks: string[] = [];
    let checked = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType)) continue;
        for (const message of messagesOf(value)) {
          if (ZOD_DEFAULT.test(message)) continue;
          checked += 1;
          const shown = labelFieldNames(message);
          if (INTERNAL_NAME.test(shown)) leaks.push(`${file.split('/').pop()} ${name}: ${shown}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect([...new Set(leaks)]).toEqual([]);
  });

  it('reads the examples people met', () => {
    expect(labelFieldNames('tin must be a TIN of 9 or 12 digits')).toBe('TIN must be a TIN of 9 or 12 digits');
    expect(labelFieldNames('sss_no must be 10 digits')).toBe('SSS number must be 10 digits');
    expect(labelFieldNames('noOfHours must be in half hours')).toBe('Hours must be in half hours');
    expect(labelFieldNames('features.leaveDuration must be true or false')).toBe('Leave duration must be true or false');
    // Words that only look alike stay.
    expect(labelFieldNames('Time in recorded at 8:01 AM; contin ues')).toBe('Time in recorded at 8:01 AM; contin ues');
  });
});
