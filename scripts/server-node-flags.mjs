/**
 * The Node flags the server runs with, for `npm start` and the bench alike.
 *
 * A heap limit makes V8 collect before it grows: without one (4 GB on a large
 * machine) a company-wide report left the server at 560 MB of mostly garbage; with
 * 1 GB it peaks near 330 MB, and every request still has room. SERVER_HEAP_MB sets it.
 *
 * The young generation is capped at 8 MB a semi-space. V8 otherwise grows it to 32 MB
 * a semi-space for a process allowed a heap this size: the server at rest held about
 * 40 MB more, and a month of 10,000 people's staff attendance peaked at 449 MB instead
 * of 333. That answer took about 5% longer (within this machine's noise); at 4 MB it
 * peaked at 311 MB but took about 10% longer. SERVER_SEMI_SPACE_MB sets it; 0 is V8's
 * own.
 *
 * Source maps: a stack in the log names the TypeScript file and line, from the
 * compiled server as under tsx (which turns them on itself). About 5 MB, no slower start.
 */
export function serverNodeFlags(env = process.env) {
  const semiSpaceMb = Number(env.SERVER_SEMI_SPACE_MB ?? 8);
  return [
    `--max-old-space-size=${Number(env.SERVER_HEAP_MB ?? 1024)}`,
    ...(semiSpaceMb > 0 ? [`--max-semi-space-size=${semiSpaceMb}`] : []),
    '--enable-source-maps',
  ];
}
