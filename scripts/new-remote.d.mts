export interface RemoteNames {
  folder: string;
  name: string;
  route: string;
  page: string;
  label: string;
}
export function remoteNames(folder: string, label?: string): RemoteNames;
export function newRemote(
  folder: string,
  options?: { label?: string; root?: string; failAfter?: 'files' | 'registry' | 'hosting' | 'rules' },
): Promise<RemoteNames & { port: number }>;
