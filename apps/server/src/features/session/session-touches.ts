/**
 * Writes sessions' last_seen_at in batches, once a second in one statement, instead
 * of inside the request that noticed it was due: a burst of time-ins at 8:00 then
 * pays no extra commit each. A touch lost in a crash costs at most a second of idle
 * time on a 120-minute timeout.
 */
export class SessionTouches {
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: (tokenHashes: string[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1000,
  ) {}

  add(tokenHash: string): void {
    this.pending.add(tokenHash);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Writes what is pending now; also called when the server closes. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending.clear();
    await this.write(batch).catch(this.onError);
  }
}
