import type { Routes } from '@recyclens/shared';
import { json } from '../../http/reply';
import type { Operation } from '../../http/types';
import { personalDataOf } from '../../services/accounts/personal-data';

/** A download: the browser saves it as a file rather than showing it. */
export const myData: Operation<Routes['myData']> = async ({ caller }) =>
  json(await personalDataOf(caller), 200, {
    'content-disposition': 'attachment; filename="my-recyclens-data.json"',
    'cache-control': 'no-store',
  });
