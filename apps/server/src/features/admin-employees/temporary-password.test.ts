import { describe, expect, it } from 'vitest';
import { newTemporaryPassword } from './temporary-password';

describe('newTemporaryPassword', () => {
  it('makes 12 readable characters, different each time', () => {
    const passwords = Array.from({ length: 200 }, () => newTemporaryPassword());
    for (const password of passwords) expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{12}$/);
    expect(new Set(passwords).size).toBe(200);
  });
});
