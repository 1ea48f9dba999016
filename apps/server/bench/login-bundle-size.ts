import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const webDist = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * The JS the login route loads: the entry chunk, the login page's lazy chunk, and
 * every chunk they import statically, each counted once, gzipped as served.
 */
export function measureLoginBundle(): { files: string[]; gzipBytes: number } | null {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loginKey = Object.keys(manifest).find((key) => /features\/session\/.*login.*\.tsx$/i.test(key));
  if (!entryKey || !loginKey) return null;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(loginKey);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}
