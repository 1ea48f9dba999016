import { describe, expect, it, vi } from 'vitest';
import { renderPdf } from './render-pdf';

const brokenPngUrl = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(24).fill(0)]).toString('base64')}`;

describe('renderPdf', () => {
  it('renders a document whose image cannot be drawn without the image, and logs the fault', async () => {
    const warn = vi.fn();
    const pdf = await renderPdf({ content: [{ image: brokenPngUrl, width: 100 }, { text: 'Still here' }] }, { warn });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(warn).toHaveBeenCalledOnce();
  });
});
