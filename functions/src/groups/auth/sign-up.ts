import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { languageFromHeader, signUp as register } from '../../services/accounts/sign-up';

export const signUp: Operation<Routes['signUp']> = async ({ body, headers, logger, sourceIp }) =>
  json(
    await register(body, {
      language: body.language ?? languageFromHeader(headers['accept-language']),
      logger,
      sourceIp,
    }),
  );
