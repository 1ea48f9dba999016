/**
 * The Node flags the server runs with, for `npm start` and the bench alike.
 *
 * A heap limit makes V8 collect before it grows: without one (4 GB on a large
 * machine) a company-wide report left the server at 560 MB of mostly garbage; with
 * 1 GB it peaks near 330 MB, and every request still has room. SERVER_HEAP_MB sets it.
 *
 * The young generation is V8's own (32 MB a semi-space for a heap this size) unless
 * SERVER_SEMI_SPACE_MB caps it. A cap saves memory and costs time: over a month of
 * 10,000 people's attendance, 8 MB peaked at 350 MB instead of 445 (212 at rest
 * instead of 251), but the company-wide reports took 20-25% longer, each a bench run
 * on this machine. An operator short of memory may set it.
 *
 * Source maps: a stack in the log names the TypeScript file and line, from the
 * compiled server as under tsx (which turns them on itself). About 5 MB, no slower start.
 */
export function serverNodeFlags(env = process.env) {
  const semiSpaceMb = Number(env.SERVER_SEMI_SPACE_MB ?? 0);
  return [
    `--max-old-space-size=${Number(env.SERVER_HEAP_MB ?? 1024)}`,
    ...(semiSpaceMb > 0 ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
    '--enable-source-maps',
  ];
}
