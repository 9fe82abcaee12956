export function firstLoadScript(): string;
export function firstLoadScriptHash(): string;
