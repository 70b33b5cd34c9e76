import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { guidelineLink as link, listGuidelines } from '../../services/guidelines';

export const guidelines: Operation<Routes['guidelines']> = async ({ caller }) =>
  json(listGuidelines(caller.user.language));

export const guidelineLink: Operation<Routes['guidelineLink']> = async ({ caller, params, query }) =>
  json(
    await link(params.guidelineId, {
      language: query.language,
      readerLanguage: caller.user.language,
      download: query.download === 'true',
    }),
  );
