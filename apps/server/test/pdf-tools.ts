import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a poppler tool (pdftotext, pdfinfo) over PDF bytes and answers what it printed. */
function runPoppler(tool: 'pdftotext' | 'pdfinfo' | 'pdfimages', pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, tool === 'pdftotext' ? [...args, file, '-'] : [...args, file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// -raw keeps the order the text was drawn in, so a watermark laid over the page
// does not interleave with the lines beneath it.

/** The PDF's text in drawing order, with runs of white space folded to one space. */
export function pdfText(pdf: Buffer): string {
  return runPoppler('pdftotext', pdf, ['-raw']).replace(/\s+/g, ' ');
}

/** The PDF's text with all white space removed, for rotated text such as a watermark. */
export function pdfLetters(pdf: Buffer): string {
  return runPoppler('pdftotext', pdf, ['-raw']).replace(/\s+/g, '');
}

export interface PdfInfo {
  pages: number;
  pageSize: string;
}

export function pdfInfo(pdf: Buffer): PdfInfo {
  const output = runPoppler('pdfinfo', pdf);
  const field = (name: string) => output.match(new RegExp(`^${name}:\\s+(.*)$`, 'm'))?.[1]?.trim() ?? '';
  return { pages: Number(field('Pages')), pageSize: field('Page size') };
}

/** How many images the PDF draws (pdfimages -list prints two header lines, then one line per image). */
export function pdfImageCount(pdf: Buffer): number {
  return runPoppler('pdfimages', pdf, ['-list']).trim().split('\n').length - 2;
}
