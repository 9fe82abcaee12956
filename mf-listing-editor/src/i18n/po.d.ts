// A catalogue (src/locales/<locale>.po), compiled by @lingui/vite-plugin as it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
