import type { ApiAnswer, useApi } from './api';
import { completeBody } from './components';

/**
 * Creates packaging through the API as `token`'s user: one complete component under the given
 * names, with the test's own fields on top (a test of `components` sends its own). Tests of one
 * group of fields (PPWR, units placed…) need "a valid packaging, plus what I am testing".
 */
export const completePackagingCreator =
  <T>(
    call: ReturnType<typeof useApi>,
    token: string,
    names: { packaging: string; component: string },
  ): ((body: Record<string, unknown>, malformed?: boolean) => Promise<ApiAnswer<T>>) =>
  (body, malformed = false) =>
    call<T>('POST', '/packages', {
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
