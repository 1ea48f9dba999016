import { readFileSync, writeFileSync } from 'node:fs';

/** The process's peak resident memory since the last reset, in MB (Linux: VmHWM). */
export function peakMemoryMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Starts a new peak for the process (writing 5 to clear_refs resets VmHWM to its present size). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
