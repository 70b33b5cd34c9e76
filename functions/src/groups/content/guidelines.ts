import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';

// The guideline texts and their PDF layout serve these routes only, so the notifications route,
// called on every page, starts without them: they load with the first guideline call.
const guidelineService = () => import('../../services/content/guidelines');

export const guidelines: Operation<Routes['guidelines']> = async ({ caller }) => {
  const { listGuidelines } = await guidelineService();
  return json(listGuidelines(caller.user.language));
};

export const guidelineLink: Operation<Routes['guidelineLink']> = async ({ caller, params, query }) => {
  const { guidelineLink: link } = await guidelineService();
  return json(
    await link(params.guidelineId, {
      language: query.language,
      readerLanguage: caller.user.language,
      download: query.download === 'true',
    }),
  );
};
