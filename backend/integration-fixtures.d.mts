import type { ListingInput } from '../listing-domain/src/listing-types.ts';

export const STORAGE_OBJECTS: string;
export const PNG_BYTES: Uint8Array<ArrayBuffer>;
export function photoAddressOf(uid: string, name?: string): string;
export function storedImages(uid: string): Promise<string[]>;
export function signUpTester(
  authSdk: {
    auth: object;
    createUserWithEmailAndPassword: (
      ...args: never[]
    ) => Promise<{ user: { uid: string; getIdToken(forceRefresh?: boolean): Promise<string> } }>;
  },
  prefix: string,
  options?: { verified?: boolean },
): Promise<{ uid: string; email: string; password: string }>;
export function uploadTestPhoto(
  storageSdk: {
    storage: object;
    ref: (...args: never[]) => unknown;
    uploadBytesResumable: (...args: never[]) => unknown;
    getDownloadURL: (...args: never[]) => Promise<string>;
  },
  uid: string,
  name: string,
): Promise<string>;
export function writeListing(uid: string, input: ListingInput): Promise<string>;
export function deleteListings(ids: readonly string[]): Promise<void>;
export function listingIdsOf(uid: string): Promise<string[]>;
