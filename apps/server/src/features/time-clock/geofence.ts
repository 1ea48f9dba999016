import { say, type PortalMessage } from '../../lib/messages';
import { metresBetween } from './gazetteer';

/** The fence of an office an employee punches at. */
export interface OfficeFence {
  name: string;
  lat: number;
  lng: number;
  radius_m: number;
  /** Outside the area: refuse the punch, flag it, or ask the person why. */
  fence_mode: 'refuse' | 'flag' | 'ask';
}

/**
 * A phone's position is a circle, not a point: up to this much of its reported
 * accuracy is given as the benefit of the doubt, so a phone indoors at the office
 * (often 30 to 60 m) is not refused, while a wildly vague fix cannot stretch a fence.
 */
export const MAX_ACCURACY_ALLOWANCE_M = 100;

export type FenceVerdict = { inside: true } | { inside: false; distance_m: number | null };

/** Whether a punch's geotag lies inside the office's fence; without a geotag it cannot be shown to be. */
export function judgePosition(fence: OfficeFence, geotag: { lat: number; lng: number; accuracy?: number | undefined } | null): FenceVerdict {
  if (!geotag) return { inside: false, distance_m: null };
  const metres = metresBetween(geotag.lng, geotag.lat, fence.lng, fence.lat);
  const allowance = Math.min(geotag.accuracy ?? 0, MAX_ACCURACY_ALLOWANCE_M);
  return metres <= fence.radius_m + allowance ? { inside: true } : { inside: false, distance_m: Math.round(metres) };
}

/**
 * A punch against every site a person may punch at: inside any of them is inside;
 * otherwise the nearest one (the first, their own office, when the position is
 * unknown) decides what happens, by its fence mode.
 */
export function judgeSites(fences: readonly OfficeFence[], geotag: { lat: number; lng: number; accuracy?: number | undefined } | null): { fence: OfficeFence; verdict: FenceVerdict } {
  let nearest: { fence: OfficeFence; verdict: FenceVerdict } | null = null;
  for (const fence of fences) {
    const verdict = judgePosition(fence, geotag);
    if (verdict.inside) return { fence, verdict };
    const distance = verdict.distance_m ?? Number.POSITIVE_INFINITY;
    const best = nearest && !nearest.verdict.inside ? (nearest.verdict.distance_m ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
    if (!nearest || distance < best) nearest = { fence, verdict };
  }
  return nearest!;
}

/** What an office that asks for a reason says when a punch outside its area comes without one. */
export function reasonRequest(fence: OfficeFence, verdict: { distance_m: number | null }): PortalMessage {
  if (verdict.distance_m === null) return say('time_clock.reason_unknown_location');
  return say('time_clock.reason_outside', { office: fence.name, distance: describeDistance(verdict.distance_m) });
}

/** "350 m" or "1.2 km", as a person reads a distance. */
export function describeDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** Why a refusing office turned a punch away, and what to do instead. */
export function refusalMessage(fence: OfficeFence, direction: 'in' | 'out', verdict: { distance_m: number | null }): PortalMessage {
  if (verdict.distance_m === null) return say('time_clock.refused_no_location', { office: fence.name, direction });
  return say('time_clock.refused_outside', { office: fence.name, distance: describeDistance(verdict.distance_m), direction });
}
