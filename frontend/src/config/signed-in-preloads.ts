/**
 * The endpoint groups whose route tables every signed-in page loads beside its code (the `_auth`
 * loader). A module without imports: the build's route preload (route-preload.ts) reads it too.
 */
export const SIGNED_IN_ROUTE_GROUPS = ['tenant', 'account', 'packaging', 'content'] as const;
