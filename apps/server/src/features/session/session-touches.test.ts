import { describe, expect, it, vi } from 'vitest';
import { SessionTouches } from './session-touches';

describe('SessionTouches', () => {
  it('writes the touches of a second once, in one call, each session once', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(async (_tokenHashes: string[]) => {});
      const touches = new SessionTouches(write, () => {});
      touches.add('a');
      touches.add('b');
      touches.add('a');
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(write).toHaveBeenCalledTimes(1);
      expect(write.mock.calls[0]![0]).toEqual(['a', 'b']);
      touches.add('c');
      await touches.flush();
      expect(write).toHaveBeenCalledTimes(2);
      expect(write.mock.calls[1]![0]).toEqual(['c']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failed write instead of throwing', async () => {
    const onError = vi.fn();
    const touches = new SessionTouches(async () => Promise.reject(new Error('down')), onError);
    touches.add('a');
    await touches.flush();
    expect(onError).toHaveBeenCalledOnce();
  });
});
