/** How often the parent is checked: a stop is noticed within this. */
const CHECK_MS = 250;

/**
 * Calls onOrphaned when the process that started this one is gone. `npm start`
 * relays SIGTERM to its `sh -c`, which dies without passing it on, so the only
 * sign the portal gets that its top process was stopped is that it has a new
 * parent. Under systemd or a container's init the parent is PID 1 and never changes.
 */
export function watchParent(onOrphaned: () => void): void {
  const parentAtStart = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parentAtStart) return;
    clearInterval(timer);
    onOrphaned();
  }, CHECK_MS);
  timer.unref();
}
