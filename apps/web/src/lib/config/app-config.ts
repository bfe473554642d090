/**
 * Build-time settings (Vite `VITE_*` variables), read here and nowhere else.
 */
export const appConfig = {
  /** Spec §2: one reading makes the map sign-in-only, the other lets visitors use it. Default: visitors may. */
  mapRequiresSignIn: import.meta.env.VITE_MAP_REQUIRES_SIGN_IN === 'true',
  /** Operator details for the imprint and the account-deletion page; set them per installation. */
  operator: {
    name: import.meta.env.VITE_OPERATOR_NAME ?? '',
    address: import.meta.env.VITE_OPERATOR_ADDRESS ?? '',
    email: import.meta.env.VITE_OPERATOR_EMAIL ?? '',
  },
  /** Spec §9: service worker update check. */
  updateCheckIntervalMs: 3_600_000,
} as const;
