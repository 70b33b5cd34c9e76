import { useLingui } from '@lingui/react/macro';
import type { Grade } from '@recyclens/shared';
import { gradeStyles } from '../../../lib/assessment-labels';

/** The grade as text in a tinted badge: A, B and C as a large letter, the other outcomes in words. */
export const GradeBadge = ({ grade, size = 'large' }: { grade: Grade; size?: 'large' | 'small' }) => {
  const { i18n } = useLingui();
  const style = gradeStyles[grade];
  const label = i18n._(style.label);
  const letter = grade === 'A' || grade === 'B' || grade === 'C';
  const sizing =
    size === 'large'
      ? letter
        ? 'min-w-12 px-3 py-1 text-2xl'
        : 'px-3 py-1.5 text-sm'
      : 'px-2 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center justify-center rounded-md border-2 font-bold ${sizing} ${style.className}`}
      title={label}
    >
      {letter ? (
        <>
          <span aria-hidden="true">{grade}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
};
