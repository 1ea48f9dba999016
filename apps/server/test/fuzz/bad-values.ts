import fc from 'fast-check';

// Generated bad input of every kind issue 15 found reaching PostgreSQL or a parser
// unchecked: ids beyond the integer columns, NUL bytes, lone surrogates, years 0000
// and 9999, impossible days, oversized text, and values of the wrong type.

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const badId = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 2 ** 53 - 1, -1, 0, 1.5, 1e308, Number.MAX_VALUE),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom('2147483648', '9'.repeat(40), 'NaN', 'Infinity', '-0', '1e400', '0x7fffffff', '00000004\u0000'),
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

export const badText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'x\ud800', '\udfffy', '\ud83d', '%00', "'; drop table employees; --", '😀'.repeat(5)),
  fc.tuple(fc.string({ maxLength: 6 }), loneSurrogate, fc.string({ maxLength: 6 })).map((parts) => parts.join('')),
  fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([before, after]) => `${before}\u0000${after}`),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer({ min: 600, max: 12_000 }).map((length) => 'x'.repeat(length)),
);

export const badDate = fc.oneof(
  fc.constantFrom('0000-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '2026-00-10', '+275760-09-13', '1899-12-31', '2101-01-01', '', '2026-1-1', '20261201'),
  fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 })).map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

export const badTime = fc.constantFrom('24:01', '99:99', '-1:00', '08:60', '8', 'noon', '\u0000', '23:59:60');

export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A bad value, leaning to the kind the field's name suggests. */
export function badValueFor(name: string): fc.Arbitrary<unknown> {
  const hinted = /date|from$|^to$/i.test(name) ? badDate : /time/i.test(name) ? badTime : /id$|ids$|recid|^id|emp|year|month|period|type$|hours|limit/i.test(name) ? badId : badText;
  return fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: badText }, { weight: 1, arbitrary: badId }, { weight: 1, arbitrary: badDate }, { weight: 1, arbitrary: wrongType });
}
