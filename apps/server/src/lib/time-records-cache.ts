const MAX_ENTRIES = 50_000;

interface Entry {
  /** What the answer depends on besides the punches: the window (today) and the time zone. */
  window: string;
  /** The employee's records version the reading call had seen: the answer holds every change up to it. */
  version: number;
  json: string;
}

/**
 * Employees' default time records (GET /v2/time), serialised, per API node. Never
 * older than the caller may see: every change to an employee's punches, on any node
 * and by any path (time clock, review, approved adjustment, import, SQL), bumps the
 * employee's records version in its own transaction (a trigger), and every call's
 * session statement reads that version (see features/session/session-lookups.ts).
 * An answer read after a version was seen holds every change up to it; it serves
 * calls that saw that version or an older one. An entry older than its employee's
 * version is replaced at their next read; the oldest go first past MAX_ENTRIES. (Punches
 * once also notified every node to drop the entry early; each node woke for every punch
 * of the company, for memory the bound already keeps.)
 */
export class TimeRecordsCache {
  private readonly entries = new Map<string, Entry>();

  get(empId: string, window: string, version: number): string | null {
    const entry = this.entries.get(empId);
    return entry && entry.window === window && entry.version >= version ? entry.json : null;
  }

  set(empId: string, window: string, version: number, json: string): void {
    const entry = this.entries.get(empId);
    // A slower call that saw an older version does not replace a newer answer.
    if (entry && entry.window === window && entry.version > version) return;
    if (!entry && this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(empId, { window, version, json });
  }
}
