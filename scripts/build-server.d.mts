/** The compiled server (see build-server.mjs). */
export const builtServerEntry: string;
export function newestModification(target: string): number;
export function serverNeedsBuild(): boolean;
export function ensureServerBuild(): boolean;
export function buildServer(): Promise<string[]>;
