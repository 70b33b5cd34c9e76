import { contentRoutes } from '@recyclens/shared';
import { createGroupHandler } from '../group-handler';
import { guidelineLink, guidelines } from './guidelines';
import { notifications } from './notifications';

/** The content group's Lambda: notifications (and, with the packaging issue, guidelines). */
export const handler = createGroupHandler('content', contentRoutes, {
  notifications,
  guidelines,
  guidelineLink,
});
