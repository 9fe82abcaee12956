export function routePreloadScript(): string;
export function routePreloadScriptHash(): string;
