/** "Phone clock 5 min fast" / "… 3 min slow": how far a phone's clock was off (phone minus server, seconds). */
export function describeClockDrift(seconds: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(seconds) / 60));
  return `Phone clock ${minutes} min ${seconds > 0 ? 'fast' : 'slow'}`;
}
