import { env } from '../config/env';
import type { HttpEvent } from './types';

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** `198.51.100.10:46532` or `2001:db8::1:46532`: the address is all before the last colon. */
const addressOf = (viewerAddress: string): string | undefined => {
  const cut = viewerAddress.lastIndexOf(':');
  const address = cut > 0 ? viewerAddress.slice(0, cut) : '';
  return /^[0-9A-Fa-f.:]{2,45}$/.test(address) ? address : undefined;
};

/**
 * The address a call came from, for per-address limits. Behind CloudFront, API Gateway's
 * `sourceIp` is CloudFront's edge, shared by every browser that reaches it; CloudFront names the
 * browser in `CloudFront-Viewer-Address` (forwarded by the API behaviour's origin request policy).
 * That header is trusted only where the origin-verify secret is required (origin-verify.ts): there
 * every request came through CloudFront, which sets it, so no caller can forge it.
 */
export const callerAddressOf = (
  event: HttpEvent,
  throughCloudFront: boolean = env().ORIGIN_VERIFY_SECRET !== undefined,
): string => {
  const viewer = throughCloudFront ? event.headers?.[VIEWER_ADDRESS_HEADER] : undefined;
  // API Gateway always names the source; only a hand-made event lacks it, and those share one count.
  return (viewer && addressOf(viewer)) || event.requestContext?.http?.sourceIp || 'unknown';
};
