/**
 * The Node flags the server runs with, for `npm start` and the bench alike.
 *
 * A heap limit makes V8 collect before it grows: without one (4 GB on a large
 * machine) a company-wide report left the server at 560 MB of mostly garbage; with
 * 1 GB it peaks near 330 MB, and every request still has room. SERVER_HEAP_MB sets it.
 *
 * Source maps: a stack in the log names the TypeScript file and line, from the
 * compiled server as under tsx (which turns them on itself). About 5 MB, no slower start.
 */
export function serverNodeFlags(env = process.env) {
  return [`--max-old-space-size=${Number(env.SERVER_HEAP_MB ?? 1024)}`, '--enable-source-maps'];
}
