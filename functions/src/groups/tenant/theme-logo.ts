import type { Routes } from '@recyclens/shared';
import { file, json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { logoForUrl } from '../../services/tenants/tenants';

/** The image itself when the tenant has one; browsers may keep it for five minutes. */
export const themeLogo: Operation<Routes['themeLogo']> = async ({ query }) => {
  const logo = await logoForUrl(query.url);
  return logo
    ? file(logo.bytes, logo.contentType, { 'cache-control': 'public, max-age=300' })
    : json({ logo: null });
};
