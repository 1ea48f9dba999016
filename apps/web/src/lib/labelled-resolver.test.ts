import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OvertimeBody } from '@portal/contracts/overtime';
import { PayBankBody } from '@portal/contracts/pay-data';
import { activateLanguage } from './i18n';
import { labelledResolver } from './labelled-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

afterEach(async () => {
  await activateLanguage('en');
});

describe('labelledResolver', () => {
  it("names the fields as the screen labels them, and leaves the fields' elements alone", async () => {
    const schema = z.object({ sss_no: z.string().min(10, 'sss_no must be 10 digits'), reason: z.string().min(1, 'Required') });
    const element = document.createElement('input');
    const resolve = labelledResolver(schema);
    const result = await resolve({ sss_no: '1', reason: '' }, undefined, { fields: { sss_no: { ref: element, name: 'sss_no' } }, shouldUseNativeValidation: false } as never);
    expect(result.errors).toMatchObject({ sss_no: { message: 'SSS number must be 10 digits' }, reason: { message: 'Required' } });
  });

  it("shows a form's errors in Filipino to a person who reads it, each field by its Filipino label", async () => {
    const bank = { empid: '00000001', bank: 'B', account_number: '12' };
    const english = await labelledResolver(PayBankBody)(bank, undefined, options);
    expect(english.errors).toMatchObject({
      bank: { message: 'bank must be at least 2 characters' },
      account_number: { message: 'Account number must be 6 to 30 digits (spaces and dashes between them are kept)' },
    });

    await activateLanguage('fil');
    const filipino = await labelledResolver(PayBankBody)(bank, undefined, options);
    expect(filipino.errors).toMatchObject({
      bank: { message: 'Dapat hindi bababa sa 2 character ang bangko' },
      account_number: { message: 'Dapat 6 hanggang 30 digit ang Account number (itinatago ang mga espasyo at gitling sa pagitan nila)' },
    });
    const overtime = await labelledResolver(OvertimeBody)({ recid: 0, otDate: '2026-02-30', fromTime: '18:00', toTime: '19:00', noOfHours: 1, reason: '' }, undefined, options);
    expect(overtime.errors).toMatchObject({ otDate: { message: 'Dapat petsa ang Petsa ng OT, sa anyong YYYY-MM-DD' }, reason: { message: 'Kailangan ang dahilan' } });
  });

  it('keeps a message the contracts have no Filipino for as it was, its fields labelled', async () => {
    await activateLanguage('fil');
    const schema = z.object({ sss_no: z.string().min(10, 'sss_no must be 10 digits') });
    const result = await labelledResolver(schema)({ sss_no: '1' }, undefined, options);
    expect(result.errors).toMatchObject({ sss_no: { message: 'SSS number must be 10 digits' } });
  });
});
