import type { Routes } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import { file } from '../../http/reply';
import type { Operation } from '../../http/types';
import { logoForUrl } from '../../services/tenants/tenants';

/**
 * The image itself; browsers may keep it for five minutes. A tenant without one is a 404, not a
 * JSON body an <img> would abort on (issue 36 §6).
 */
export const themeLogo: Operation<Routes['themeLogo']> = async ({ query }) => {
  const logo = await logoForUrl(query.url);
  if (!logo) throw new AppError('LOGO_NOT_FOUND');
  return file(logo.bytes, logo.contentType, { 'cache-control': 'public, max-age=300' });
};
