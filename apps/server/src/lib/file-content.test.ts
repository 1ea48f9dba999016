import { describe, expect, it } from 'vitest';
import { detectDocumentType, sanitiseFileName } from './file-content';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(20).fill(0)]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, ...new Array(20).fill(0)]);

function heic(): Buffer {
  const content = Buffer.alloc(64);
  content.writeUInt32BE(24, 0);
  content.write('ftypheic', 4);
  content.write('mif1heic', 12);
  return content;
}

describe('detectDocumentType', () => {
  it('tells PDF, PNG, JPEG and HEIC by their bytes', async () => {
    expect(await detectDocumentType(pdf)).toBe('application/pdf');
    expect(await detectDocumentType(png)).toBe('image/png');
    expect(await detectDocumentType(jpeg)).toBe('image/jpeg');
    expect(await detectDocumentType(heic())).toBe('image/heic');
  });

  it('refuses text and executables whatever they are called', async () => {
    expect(await detectDocumentType(Buffer.from('just some text pretending to be a pdf'))).toBeNull();
    expect(await detectDocumentType(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]))).toBeNull();
    expect(await detectDocumentType(Buffer.from('PK\u0003\u0004 a zip file'))).toBeNull();
  });
});

describe('sanitiseFileName', () => {
  it('keeps an ordinary name', () => {
    expect(sanitiseFileName('Medical certificate (Nov 20).pdf')).toBe('Medical certificate (Nov 20).pdf');
  });

  it('drops folders, control characters and leading dots', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\juan\\scan.pdf')).toBe('scan.pdf');
    expect(sanitiseFileName('a\u0000b"c.pdf')).toBe('a_b_c.pdf');
    expect(sanitiseFileName('.hidden')).toBe('hidden');
    expect(sanitiseFileName('')).toBe('document');
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitiseFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
