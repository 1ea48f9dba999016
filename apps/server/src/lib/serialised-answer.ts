/**
 * An answer already serialised (and encoded through its response schema) when it
 * was cached: the route sends it as it is, without checking and stringifying again.
 * A long answer may come as pieces of JSON text, sent as they are made, so the
 * server never holds all of it at once.
 */
export class SerialisedAnswer {
  constructor(readonly json: string | AsyncIterable<string>) {}
}
