import { useLingui } from '@lingui/react/macro';
import type { UserStatus } from '@recyclens/shared';
import { statusNames } from '../../../lib/user-display-names';

const tones: Record<UserStatus, string> = {
  PENDING: 'border-amber-400 bg-amber-100 text-amber-950',
  APPROVED: 'border-green-300 bg-green-50 text-green-900',
  REJECTED: 'border-neutral-300 bg-neutral-100 text-neutral-800',
};

export const StatusBadge = ({ status }: { status: UserStatus }) => {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {i18n._(statusNames[status])}
    </span>
  );
};
