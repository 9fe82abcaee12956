export function remotePreloadScript(): string;
export function remotePreloadScriptHash(): string;
