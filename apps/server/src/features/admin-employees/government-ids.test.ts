import { describe, expect, it } from 'vitest';
import { formatGovernmentId, governmentId, governmentIdFormat } from '@portal/contracts/government-ids';

describe('government numbers', () => {
  it.each([
    ['tin', '123456789', '123-456-789'],
    ['tin', '123-456-789-000', '123-456-789-000'],
    ['tin', '123 456 789 00000', '123-456-789-00000'],
    ['sss_no', '3412345678', '34-1234567-8'],
    ['sss_no', ' 34-1234567-8 ', '34-1234567-8'],
    ['philhealth_no', '123456789012', '12-345678901-2'],
    ['pagibig_no', '1234 5678 9012', '1234-5678-9012'],
  ] as const)('reads %s %j as %j', (field, input, printed) => {
    expect(formatGovernmentId(governmentIdFormat(field), input)).toBe(printed);
  });

  it.each([
    ['tin', '12345678'],
    ['tin', '1234567890'],
    ['sss_no', '34-1234567-8X'],
    ['philhealth_no', '1234567890'],
    ['pagibig_no', '１２３４５６７８９０１２'],
    ['pagibig_no', '1234.5678.9012'],
  ] as const)('refuses %s %j', (field, input) => {
    expect(formatGovernmentId(governmentIdFormat(field), input)).toBeNull();
  });

  it('answers blank as null and names the field and an example when wrong', () => {
    const sss = governmentId(governmentIdFormat('sss_no'));
    expect(sss.parse('')).toBeNull();
    expect(sss.parse(null)).toBeNull();
    const refused = sss.safeParse('12345');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('sss_no must be an SSS number of 10 digits, like 34-1234567-8');
    expect(governmentId(governmentIdFormat('tin')).safeParse('1').error?.issues[0]?.message).toBe(
      'tin must be a TIN of 9, 12 or 14 digits, like 123-456-789-000',
    );
  });
});
