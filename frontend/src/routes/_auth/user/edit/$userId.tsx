import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EditUserPage } from '../../../../features/pages/components/placeholders';

export const Route = createFileRoute('/_auth/user/edit/$userId')({
  params: {
    parse: (params) => ({ userId: z.string().min(1).max(64).parse(params.userId) }),
    stringify: (params) => params,
  },
  component: EditUserPage,
});
