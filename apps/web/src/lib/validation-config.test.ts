import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureValidation } from './validation-config';

type ZodGlobal = { __zod_globalConfig?: object };

afterEach(() => {
  delete (globalThis as ZodGlobal).__zod_globalConfig;
  vi.resetModules();
});

describe('configureValidation', () => {
  it('makes zod jitless when it runs before zod loads, so no eval probe is made', async () => {
    delete (globalThis as ZodGlobal).__zod_globalConfig;
    vi.resetModules();
    configureValidation();
    const { config, util } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
  });

  it('makes zod jitless when zod has loaded already', async () => {
    vi.resetModules();
    const { config } = await import('zod/v4/core');
    configureValidation();
    expect(config().jitless).toBe(true);
  });
});
