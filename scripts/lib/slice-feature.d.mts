export declare const SLICE_FEATURE: {
  folder: string;
  name: string;
  route: string;
  page: string;
  label: string;
  camel: string;
  collection: string;
};
export declare function addSliceFeature(repo: string): Promise<string[]>;
export declare function commitSliceFeature(repo: string): Promise<string[]>;
export declare function sliceFeatureDiff(repo: string): string[];
