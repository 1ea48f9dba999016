import type { Plugin } from 'vite';

/**
 * The page most people open first, every morning: the time clock inside the app layout.
 * The bundler splits the code these share with other pages into dozens of small
 * chunks, and a phone on a slow network pays a round trip for each (six at a time over
 * HTTP/1.1). This puts that code into two chunks: what the login page needs
 * (`login-shared`, which the entry loads too), and what only the signed-in first
 * screen needs beyond it (`first-screen-shared`). The login page downloads nothing it
 * did not before.
 */
const FIRST_SCREEN = [/src\/app\/layout\/app-layout\.tsx$/, /src\/features\/time-clock\/time-clock-page\.tsx$/];
const LOGIN = [/src\/features\/session\/login-page\.tsx$/];
const ENTRY = [/src\/main\.tsx$/];

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/**
 * A page imports a contract module for its route table, whose schemas the client build
 * leaves out (client-route-tables.ts). The imports a contract makes are therefore not
 * followed: they would pull the schemas every other page shares, and the validation
 * library, into the first screen. The bundler places those where they are used.
 */
const CONTRACT = /\/packages\/contracts\/src\//;
const VALIDATION = /\/node_modules\/zod\//;

/** Every module reachable through static imports from the modules matching `roots`, contracts' imports aside. */
function staticClosure(getModuleInfo: ModuleInfoOf, moduleIds: readonly string[], roots: RegExp[]): Set<string> {
  const seen = new Set<string>();
  const pending = moduleIds.filter((id) => roots.some((root) => root.test(id)));
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!CONTRACT.test(id)) pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The pages themselves stay chunks of their own: the groups take what they import. */
function isPage(id: string): boolean {
  return [...ENTRY, ...LOGIN, ...FIRST_SCREEN].some((root) => root.test(id));
}

type Sets = { entry: Set<string>; login: Set<string>; firstScreen: Set<string> };

/**
 * A plugin that learns the module graph when the build has read it, and the chunk
 * groups that use it (the groups are asked only after that, when chunks are made).
 */
export function firstScreenChunks() {
  let sets: Sets = { entry: new Set(), login: new Set(), firstScreen: new Set() };
  const plugin: Plugin = {
    name: 'first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      sets = {
        entry: staticClosure(info, ids, ENTRY),
        login: staticClosure(info, ids, LOGIN),
        firstScreen: staticClosure(info, ids, FIRST_SCREEN),
      };
    },
    // The first screen's chunks download with the entry rather than after it has run:
    // one round trip and the entry's start-up less before the time clock shows.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (
            chunk.type === 'chunk' &&
            chunk.facadeModuleId &&
            FIRST_SCREEN.some((root) => root.test(chunk.facadeModuleId!))
          )
            visit(chunk.fileName);
        }
        // The entry and what it imports are loaded (and preloaded by Vite) already.
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry)
            [chunk.fileName, ...chunk.imports].forEach((file) => files.delete(file));
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
  // Each group takes exactly the modules named (not their imports as well), so the
  // entry's own code stays in the entry.
  const groups = [
    {
      name: 'login-shared',
      priority: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => !isPage(id) && !VALIDATION.test(id) && sets.login.has(id),
    },
    {
      name: 'first-screen-shared',
      priority: 1,
      includeDependenciesRecursively: false,
      test: (id: string) =>
        !isPage(id) && !VALIDATION.test(id) && sets.firstScreen.has(id) && !sets.login.has(id) && !sets.entry.has(id),
    },
    // The validation library in one chunk of its own, for the pages with forms; left to
    // itself, the bundler hoists part of it into the entry.
    { name: 'validation', priority: 0, test: (id: string) => VALIDATION.test(id) },
  ];
  return { plugin, groups };
}
