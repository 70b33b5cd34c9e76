/** docs/product.md#page-frame: the tenant is found by the site URL, protocol plus host. */
export const siteUrl = (): string => window.location.origin;

/** docs/product.md#tenant-theme-and-pop-ups: confetti only on a local development address. */
export const isLocalDevelopmentAddress = (hostname = window.location.hostname): boolean =>
  hostname === 'localhost' ||
  hostname === '127.0.0.1' ||
  hostname === '[::1]' ||
  hostname.endsWith('.localhost');
