import { useLingui } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';
import { gradeStyles } from '../../../lib/assessment-labels';

/**
 * A packaging's latest grade for the chosen country, linking to its results; a clear mark when it
 * has none for that country. An outdated grade (edited since) says so.
 */
export const PackageGrade = ({
  item,
  country,
}: {
  item: Package;
  country: { id: string; name: string } | undefined;
}) => {
  const { t, i18n } = useLingui();
  if (!country) return <span />;
  const grade = item.grades?.[country.id];
  if (!grade) return <span className="text-xs text-neutral-600">{t`Not assessed`}</span>;
  const style = gradeStyles[grade];
  const label = i18n._(style.label);
  const outdated = item.outdatedCountries?.includes(country.id) ?? false;
  const name = item.name;
  const countryName = country.name;
  const letter = grade === 'A' || grade === 'B' || grade === 'C';
  return (
    <span className="flex items-center gap-1">
      <Link
        to="/packages/$packageId"
        params={{ packageId: item.id }}
        hash="latest-results-heading"
        aria-label={t`${label} in ${countryName}: results of ${name}`}
        title={label}
        className={`inline-flex items-center rounded-md border-2 px-2 py-0.5 text-xs font-bold ${style.className} ${focusRing}`}
      >
        {letter ? grade : label}
      </Link>
      {outdated ? <span className="text-xs text-neutral-700">{t`outdated`}</span> : null}
    </span>
  );
};
