// npm run build:server: the server and @portal/contracts bundled into JavaScript in
// apps/server/dist (server.js, migrate.js for `db:migrate`, and the operator's
// commands admin-create.js, db-backup.js, db-restore.js and import-payslips.js, for
// running them without the sources),
// so production runs plain Node. npm packages stay external: they load from
// node_modules as they do under tsx.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/server/dist');

/** The compiled server, as scripts/start.mjs and the bench run it. */
export const builtServerEntry = path.join(outDir, 'server.js');

const entryPoints = {
  server: path.join(root, 'apps/server/src/server.ts'),
  migrate: path.join(root, 'apps/server/src/db/migrate-cli.ts'),
  // The operator's commands, so they run where the sources are not (the image).
  'admin-create': path.join(root, 'apps/server/src/features/first-admin/admin-create-cli.ts'),
  'db-backup': path.join(root, 'apps/server/src/db/backup-cli.ts'),
  'db-restore': path.join(root, 'apps/server/src/db/restore-cli.ts'),
  'import-payslips': path.join(root, 'apps/server/src/import-payslips.ts'),
};

/**
 * Every bundled source that finds files relative to itself, and what makes that
 * hold in dist. A bundle has one location, so a new such source fails the build
 * until it is listed here (and its files copied, when it reads any).
 */
const locationDependent = {
  // '../../..' is the repository root: dist is as deep as src (the built client is found from it).
  'apps/server/src/config.ts': [],
  // Reads its images from assets/ beside it: copied to dist/assets.
  'apps/server/src/db/seed/demo-certificates.ts': [['apps/server/src/db/seed/assets', 'assets']],
  // These resolve npm packages (pdfmake's fonts, the gazetteer, PostgreSQL's binaries)
  // from node_modules, which dist finds as src does.
  'apps/server/src/db/postmaster.ts': [],
  'apps/server/src/pdf/render-pdf.ts': [],
  'apps/server/src/features/time-clock/gazetteer.ts': [],
};
const LOCATION_PATTERN = /import\.meta\.(dirname|filename|url)|__dirname|__filename/;

/** What the build reads: a change to any of these makes the build stale. */
const sources = ['apps/server/src', 'packages/contracts/src', 'scripts/build-server.mjs'].map((source) =>
  path.join(root, source),
);

/** The latest modification time of a file or of anything under a directory; 0 when absent. */
export function newestModification(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestModification(path.join(target, entry))));
}

/** Whether the build is missing or older than a source. */
export function serverNeedsBuild() {
  if (!existsSync(builtServerEntry)) return true;
  // A copy without the sources (the container image) runs the build it has.
  if (!existsSync(path.join(root, 'apps/server/src'))) return false;
  const builtAt = statSync(builtServerEntry).mtimeMs;
  return sources.some((source) => newestModification(source) > builtAt);
}

/**
 * Builds when the build is stale, in a process of its own (esbuild's service ends
 * with it rather than outliving the build beside a long-running caller).
 * Says whether a current build is there.
 */
export function ensureServerBuild() {
  if (!serverNeedsBuild()) return true;
  console.log('Building the server...');
  return spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' }).status === 0;
}

/** Files renamed into place, so a portal starting meanwhile never loads half a bundle. */
function writeInPlace(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

function copyDirectory(from, to) {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyDirectory(path.join(from, entry.name), path.join(to, entry.name));
    else writeInPlace(path.join(to, entry.name), readFileSync(path.join(from, entry.name)));
  }
}

/** Workspace packages (@portal/*) are bundled from their TypeScript; every other bare import stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints,
    outdir: outDir,
    // The metafile's paths are then relative to the repository, as locationDependent's are.
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Class and function names as in the source (error names, logs), not renamed on collisions.
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  const unlisted = Object.keys(result.metafile.inputs).filter(
    (input) => !(input in locationDependent) && LOCATION_PATTERN.test(readFileSync(path.join(root, input), 'utf8')),
  );
  if (unlisted.length > 0) {
    throw new Error(
      `These sources find files relative to themselves, which a bundle moves: ${unlisted.join(', ')}. ` +
        'Check what they read and list them in locationDependent (scripts/build-server.mjs).',
    );
  }
  for (const file of result.outputFiles) writeInPlace(file.path, file.contents);
  for (const copies of Object.values(locationDependent)) {
    for (const [from, to] of copies) copyDirectory(path.join(root, from), path.join(outDir, to));
  }
  return result.outputFiles.map((file) => path.relative(root, file.path));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const startedAt = performance.now();
  const written = await buildServer();
  console.log(
    `Built ${written.filter((file) => file.endsWith('.js')).join(', ')} in ${Math.round(performance.now() - startedAt)} ms.`,
  );
}
