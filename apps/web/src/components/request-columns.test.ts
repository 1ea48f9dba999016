import { describe, expect, it } from 'vitest';
import { shownLevelStatus } from './request-columns';

describe('shownLevelStatus', () => {
  it('shows a level that never came as nothing once the request has ended', () => {
    expect(shownLevelStatus('', 'D')).toBeNull();
    expect(shownLevelStatus('', 'E')).toBeNull();
    expect(shownLevelStatus('', 'A')).toBeNull();
  });

  it('keeps a waiting level while the request is still open, and every decision as it was', () => {
    expect(shownLevelStatus('', '')).toBe('');
    expect(shownLevelStatus('', 'B')).toBe('');
    expect(shownLevelStatus('D', 'D')).toBe('D');
    expect(shownLevelStatus('A', 'B')).toBe('A');
    expect(shownLevelStatus(null, 'A')).toBeNull();
  });
});
