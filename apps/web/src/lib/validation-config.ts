import type { $ZodConfig } from 'zod/v4/core';

type ZodGlobal = { __zod_globalConfig?: $ZodConfig };

/**
 * Zod's fast path compiles parsers with `new Function`, and probes for it first; the
 * portal's CSP forbids eval, so the probe only logged a violation (Lighthouse best
 * practices). Jitless skips both.
 *
 * Zod keeps its settings in one object on `globalThis`, shared by every copy of the
 * library, and takes an object already there when it loads. Setting it here, rather
 * than through `config()` from 'zod/v4/core', keeps the validation library out of the
 * first screen: it loads with the first page that has a form, already configured.
 * It works before or after zod has loaded (validation-config.test.ts checks both).
 */
export function configureValidation(): void {
  const shared = globalThis as ZodGlobal;
  shared.__zod_globalConfig ??= {};
  shared.__zod_globalConfig.jitless = true;
}
