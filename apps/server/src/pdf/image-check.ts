import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';

/** The image types a document may carry (logo, signature). */
export type DrawableImageType = 'image/png' | 'image/jpeg';

/** Wider or taller than this is not a logo or a signature, and would cost memory to draw. */
export const MAX_IMAGE_SIDE = 4000;

export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; problem: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG claims in its header, read before anything is inflated. */
function pngHeaderSize(content: Buffer): { width: number; height: number } | null {
  if (content.length < 24 || !content.subarray(0, 8).equals(PNG_SIGNATURE) || content.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: content.readUInt32BE(16), height: content.readUInt32BE(20) };
}

function sideProblem(width: number, height: number): string | null {
  if (width < 1 || height < 1) return 'it has no pixels';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return `it is ${width} x ${height} pixels; at most ${MAX_IMAGE_SIDE} on each side`;
  return null;
}

/**
 * Decodes the whole image, as a PDF renderer would have to, so a damaged file is
 * found when it is uploaded rather than when a certificate is drawn. The claimed
 * size is checked first, so a small file cannot ask for gigabytes of pixels.
 */
export function checkImage(content: Buffer, type: DrawableImageType): ImageCheck {
  try {
    if (type === 'image/png') {
      const claimed = pngHeaderSize(content);
      if (!claimed) return { ok: false, problem: 'it is not a complete PNG file' };
      const tooLarge = sideProblem(claimed.width, claimed.height);
      if (tooLarge) return { ok: false, problem: tooLarge };
      const decoded = PNG.sync.read(content);
      return { ok: true, width: decoded.width, height: decoded.height };
    }
    const decoded = jpeg.decode(content, { useTArray: true, maxResolutionInMP: (MAX_IMAGE_SIDE * MAX_IMAGE_SIDE) / 1_000_000, maxMemoryUsageInMB: 128 });
    const problem = sideProblem(decoded.width, decoded.height);
    return problem ? { ok: false, problem } : { ok: true, width: decoded.width, height: decoded.height };
  } catch (error) {
    return { ok: false, problem: `it cannot be read (${(error as Error).message})` };
  }
}
