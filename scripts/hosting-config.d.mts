interface FirebaseRc {
  projects: { default: string };
  targets: Record<string, { hosting?: Record<string, string[]> }>;
}
export const firebaseRcFile: string;
export function hostingConfig(): unknown[];
export function functionsConfig(): { source: string; codebase: string }[];
export function firebaseRc(current: FirebaseRc): FirebaseRc;
export function writeHostingFiles(): void;
