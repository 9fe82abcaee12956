export const REMOTE_MAP_ID: string;
export function remoteMapJson(map: Record<string, string>): string;
export function writeRemoteMap(distDir: string, map: Record<string, string>): void;
