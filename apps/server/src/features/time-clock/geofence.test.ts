import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../lib/messages';
import { describeDistance, judgePosition, refusalMessage, type OfficeFence } from './geofence';

const makati: OfficeFence = { name: 'Makati Head Office', lat: 14.5547, lng: 121.0244, radius_m: 150, fence_mode: 'refuse' };

describe('judgePosition', () => {
  it('is inside at the centre and within the radius', () => {
    expect(judgePosition(makati, { lat: 14.5547, lng: 121.0244 })).toEqual({ inside: true });
    expect(judgePosition(makati, { lat: 14.5557, lng: 121.0244 })).toEqual({ inside: true });
  });

  it('is outside past the radius, with the distance', () => {
    const verdict = judgePosition(makati, { lat: 14.5655, lng: 121.0244 });
    expect(verdict.inside).toBe(false);
    expect(verdict).toMatchObject({ distance_m: expect.any(Number) });
    if (!verdict.inside) expect(verdict.distance_m).toBeGreaterThan(1150);
  });

  it('gives up to 100 m of the reported accuracy as the benefit of the doubt', () => {
    const justOutside = { lat: 14.5547 + 200 / 111_320, lng: 121.0244 };
    expect(judgePosition(makati, justOutside).inside).toBe(false);
    expect(judgePosition(makati, { ...justOutside, accuracy: 60 }).inside).toBe(true);
    expect(judgePosition(makati, { ...justOutside, accuracy: 5000 }).inside).toBe(true);
    const farther = { lat: 14.5547 + 300 / 111_320, lng: 121.0244 };
    expect(judgePosition(makati, { ...farther, accuracy: 5000 }).inside).toBe(false);
  });

  it('cannot place a punch without a geotag inside', () => {
    expect(judgePosition(makati, null)).toEqual({ inside: false, distance_m: null });
  });
});

describe('refusalMessage', () => {
  it('says how far away and what to do', () => {
    expect(refusalMessage(makati, 'in', { distance_m: 1234 }).text).toBe('You are outside the Makati Head Office area (1.2 km away). Time in from the office, or ask HR.');
    expect(refusalMessage(makati, 'out', { distance_m: 420 }).text).toBe('You are outside the Makati Head Office area (420 m away). Time out from the office, or ask HR.');
    expect(refusalMessage(makati, 'in', { distance_m: null }).text).toMatch(/needs your location to time in/);
    expect(describeDistance(999)).toBe('999 m');
  });

  it('is written in Filipino from the same code and parameters', () => {
    const refusal = refusalMessage(makati, 'out', { distance_m: 420 });
    expect(renderMessage(refusal.code, refusal.params, 'fil')).toBe(
      'Nasa labas ka ng lugar ng Makati Head Office (420 m ang layo). Mag-time out sa opisina, o magtanong sa HR.',
    );
  });
});
