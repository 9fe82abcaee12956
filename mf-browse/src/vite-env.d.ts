/// <reference types="vite/client" />

// The build settings this remote reads (the rest come through shared-firebase).
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
}
