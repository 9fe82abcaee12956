export declare const NEW_SLICE: { folder: string; name: string; label: string };
export declare const NEW_SLICE_COPY_ENV: string;
interface Options {
  log?: (line: string) => void;
  stdio?: 'ignore' | 'inherit' | 'pipe';
}
export declare function makeNewSliceCopy(
  root: string,
  copy: string,
  options?: Options & { beforeNewRemote?: (copy: string) => void },
): Promise<{ folder: string; camel: string; feature: string[] }>;
export declare function buildNewSlice(copy: string, options?: Options): Promise<void>;
export declare function newSlicePort(copy: string): number;
export declare function isBuiltNewSliceCopy(copy: string | undefined): boolean;
