/**
 * An answer already serialised (and encoded through its response schema) when it
 * was cached: the route sends it as it is, without checking and stringifying again.
 */
export class SerialisedAnswer {
  constructor(readonly json: string) {}
}
