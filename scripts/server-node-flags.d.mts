/** The Node flags the server runs with (see server-node-flags.mjs). */
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
