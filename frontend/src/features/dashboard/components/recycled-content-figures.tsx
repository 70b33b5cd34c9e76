import { Trans, useLingui } from '@lingui/react/macro';
import type { RecycledContentPortfolio } from '@recyclens/shared';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/ui/select';
import { recycledContentCategoryLabels, recycledContentLeftOutLabels } from '../../../lib/ppwr-field-labels';

type Category = RecycledContentPortfolio['categories'][number];

/** The year shown first: this year when it has units, else the last before it, else the first. */
const firstYear = (years: readonly number[], thisYear: number) =>
  years.filter((year) => year <= thisYear).at(-1) ?? years[0];

const CategoryRow = ({ category, year }: { category: Category; year: number }) => {
  const { t, i18n } = useLingui();
  const percent = (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const figures = category.years.find((entry) => entry.year === year);
  const [from2030] = category.minimums;
  const minimum2030 = from2030?.percent ?? null;
  const minimums = category.minimums
    .map(
      (minimum) =>
        `${minimum.from.slice(0, 4)}: ${minimum.percent === null ? t`unknown` : percent(minimum.percent)}`,
    )
    .join(' · ');
  const total = i18n.number(category.packages);
  const unknown = i18n.number(category.figureUnknown);
  const withoutUnits = i18n.number(figures?.withoutUnits ?? 0);
  const plastic = i18n.number(figures?.plasticTonnes ?? 0, { maximumFractionDigits: 3 });
  const counted = i18n.number(figures?.packages ?? 0);
  const name = i18n._(recycledContentCategoryLabels[category.category]);
  return (
    <li className="flex flex-col gap-0.5 rounded-md border border-neutral-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="min-w-0 break-words font-medium">{name}</span>
        <span className="text-lg font-semibold tabular-nums">
          {figures?.percent != null ? percent(figures.percent) : '—'}
        </span>
      </div>
      <p className="text-neutral-700">
        <Trans>Minimum from {minimums}</Trans>
        {figures?.percent != null && minimum2030 !== null ? (
          <>
            {' · '}
            {figures.percent >= minimum2030 ? (
              <Trans>meets the 2030 minimum</Trans>
            ) : (
              <strong className="font-semibold text-red-800">
                <Trans>below the 2030 minimum</Trans>
              </strong>
            )}
          </>
        ) : null}
      </p>
      <p className="text-neutral-700">
        {figures ? (
          <Trans>
            {plastic} t of plastic placed by {counted} of {total} packaging
          </Trans>
        ) : (
          <Trans>No EU units entered for {year}</Trans>
        )}
        {figures && figures.withoutUnits > 0 ? (
          <>
            {'; '}
            <Trans>
              {withoutUnits} without EU units for {year}
            </Trans>
          </>
        ) : null}
        {category.figureUnknown > 0 ? (
          <>
            {'; '}
            <Trans>{unknown} without recycled content or plastic weight</Trans>
          </>
        ) : null}
      </p>
    </li>
  );
};

/**
 * Art. 7's recycled content over the portfolio (docs/ppwr.md#art-7-portfolio-figure): per
 * category, the recycled part of the plastic placed on EU markets in a year, beside the
 * category's minimums, with what the figure covers and what it leaves out.
 */
export const RecycledContentFigures = ({
  figures,
  thisYear = new Date().getFullYear(),
}: {
  figures: RecycledContentPortfolio;
  thisYear?: number;
}) => {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [picked, setPicked] = useState<number>();
  const year =
    picked !== undefined && figures.years.includes(picked) ? picked : firstYear(figures.years, thisYear);
  const leftOut = figures.leftOut
    .map((entry) => `${i18n.number(entry.packages)} ${i18n._(recycledContentLeftOutLabels[entry.reason])}`)
    .join('; ');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        <Trans>Recycled content of plastic packaging (Art. 7)</Trans>
      </h3>
      {figures.categories.length === 0 ? (
        <p className="text-neutral-700">
          <Trans>No packaging that Art. 7’s recycled-content minimums apply to.</Trans>
        </p>
      ) : year === undefined ? (
        <p className="text-neutral-700">
          <Trans>
            Enter units placed on EU markets in a packaging to see the portfolio’s recycled content.
          </Trans>
        </p>
      ) : (
        <>
          <SelectField
            label={t`Year placed on the market`}
            className="max-w-40"
            options={figures.years.map((option) => ({ value: String(option), label: String(option) }))}
            value={String(year)}
            onChange={(event) => setPicked(Number(event.target.value))}
          />
          <ul aria-label={t`Recycled content per category in ${year}`} className="flex flex-col gap-2">
            {figures.categories.map((category) => (
              <CategoryRow key={category.category} category={category} year={year} />
            ))}
          </ul>
        </>
      )}
      <p className="text-neutral-700">
        <Trans>
          Weighted by the plastic placed on EU markets (units × plastic per unit). The legal figure is an
          average per manufacturing plant and year, which only your plants’ records give.
        </Trans>
      </p>
      {leftOut ? (
        <p className="text-neutral-700">
          <Trans>Left out: {leftOut}.</Trans>
        </p>
      ) : null}
    </section>
  );
};
