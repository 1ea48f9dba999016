import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelledResolver } from './labelled-resolver';

describe('labelledResolver', () => {
  it("names the fields as the screen labels them, and leaves the fields' elements alone", async () => {
    const schema = z.object({ sss_no: z.string().min(10, 'sss_no must be 10 digits'), reason: z.string().min(1, 'Required') });
    const element = document.createElement('input');
    const resolve = labelledResolver(schema);
    const result = await resolve({ sss_no: '1', reason: '' }, undefined, { fields: { sss_no: { ref: element, name: 'sss_no' } }, shouldUseNativeValidation: false } as never);
    expect(result.errors).toMatchObject({ sss_no: { message: 'SSS number must be 10 digits' }, reason: { message: 'Required' } });
  });
});
