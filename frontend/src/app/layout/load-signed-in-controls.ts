import { withPageMessages } from '../../lib/i18n';

/**
 * The signed-in header controls with their texts (which live in the `pages` catalogue). The
 * header loads them lazily; the signed-in routes start loading them early so the header
 * seldom waits.
 */
export const loadSignedInControls = () =>
  withPageMessages(() => import('./signed-in-controls')).then((module) => ({
    default: module.SignedInControls,
  }));
