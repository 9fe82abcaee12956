// Where each app is served locally (dev and production-like preview use the same ports).
export const APP_PORTS = {
  shell: 4173,
  mf_browse: 4174,
  mf_listing_editor: 4175,
  mf_account: 4176,
} as const;
