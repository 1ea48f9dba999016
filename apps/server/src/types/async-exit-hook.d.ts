// The package ships no types; only the calls that take its hooks out are declared.
declare module 'async-exit-hook' {
  interface AsyncExitHook {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  }
  const asyncExitHook: AsyncExitHook;
  export default asyncExitHook;
}
