/**
 * The Node flags the server runs with, for `npm start` and the bench alike.
 *
 * A heap limit makes V8 collect before it grows: without one (4 GB on a large
 * machine) a company-wide report left the server at 560 MB of mostly garbage; with
 * 1 GB it peaks near 330 MB, and every request still has room. SERVER_HEAP_MB sets it.
 *
 * The young generation is capped at 4 MB a semi-space. V8 otherwise grows it to 32 MB
 * a semi-space (three of them in use) for any process allowed a heap this size: the
 * server at rest held about 40 MB more, and a month of 10,000 people's staff attendance
 * peaked at 449 MB instead of 311, in the same time (a server's garbage is short-lived
 * request objects, which a small young generation collects as cheaply).
 * SERVER_SEMI_SPACE_MB sets it; 0 is V8's default.
 *
 * Source maps: a stack in the log names the TypeScript file and line, from the
 * compiled server as under tsx (which turns them on itself). About 5 MB, no slower start.
 */
export function serverNodeFlags(env = process.env) {
  const semiSpaceMb = Number(env.SERVER_SEMI_SPACE_MB ?? 4);
  return [
    `--max-old-space-size=${Number(env.SERVER_HEAP_MB ?? 1024)}`,
    ...(semiSpaceMb > 0 ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
    '--enable-source-maps',
  ];
}
