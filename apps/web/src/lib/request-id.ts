/** A fresh id per request, which the server logs and echoes (spec §7). */
export function newRequestId(): string {
  // randomUUID exists only in secure contexts (https or localhost); a phone reaching
  // a test server over plain http on the LAN still gets a unique id.
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;
}
