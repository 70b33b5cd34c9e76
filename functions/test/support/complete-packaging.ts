import type { ApiAnswer, useApi } from './api';
import { completeBody } from './components';

/** A packaging as the API answers it, loosely: what tests of its fields read back. */
export type AnsweredPackaging = Record<string, unknown> & {
  id: string;
  name: string;
  version: number;
  packageComponents: (Record<string, unknown> & { id: string; name: string })[];
};
/** A refused write's answer. */
export type Refusal = { code: string; fieldCodes?: Record<string, string> };

/**
 * Creates packaging through the API as `token`'s user: one complete component under the given
 * names, with the test's own fields on top (a test of `components` sends its own). Tests of one
 * group of fields (PPWR, units placed…) need "a valid packaging, plus what I am testing".
 */
export const completePackagingCreator =
  <T extends AnsweredPackaging = AnsweredPackaging>(
    call: ReturnType<typeof useApi>,
    token: string,
    names: { packaging: string; component: string },
  ): ((body: Record<string, unknown>, malformed?: boolean) => Promise<ApiAnswer<T & Refusal>>) =>
  (body, malformed = false) =>
    call<T & Refusal>('POST', '/packages', {
      token,
      // A body out of the API document's bounds is sent on purpose: the server must refuse it too.
      malformed,
      body: {
        name: names.packaging,
        draft: false,
        components: [{ ...completeBody, name: names.component }],
        ...body,
      },
    });
