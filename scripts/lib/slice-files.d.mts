export const COPY_LEFT_OUT: RegExp;
export function othersHashes(repo: string): Record<string, string>;
