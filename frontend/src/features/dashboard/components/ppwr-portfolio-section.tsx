import { Trans, useLingui } from '@lingui/react/macro';
import type { PpwrPortfolio } from '@recyclens/shared';
import { Link } from '@tanstack/react-router';
import { focusRing } from '../../../components/ui/button';
import { SectionError } from '../../../components/section-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { usePortfolio } from '../api/get-portfolio';
import { DashboardSection, seeMoreClass } from './dashboard-section';
import { RecycledContentFigures } from './recycled-content-figures';

/** The gaps named on the dashboard; the overview's filter shows every packaging behind them. */
const GAPS_SHOWN = 5;

/**
 * The company's PPWR figures (docs/ppwr.md#portfolio): how many packaging meet every requirement
 * that applies today, by 2030 and by 2038, and the most frequent gaps. Counters kept by the
 * server, so the same small call at 50 packaging or 50,000.
 */
export const PpwrPortfolioFigures = ({ ppwr }: { ppwr: PpwrPortfolio }) => {
  const { i18n } = useLingui();
  const count = (value: number) => i18n.number(value);
  const total = count(ppwr.packages);
  const gaps = ppwr.gaps.slice(0, GAPS_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ['today', <Trans key="today">Today</Trans>],
            ['by2030', <Trans key="by2030">By 2030</Trans>],
            ['by2038', <Trans key="by2038">By 2038</Trans>],
          ] as const
        ).map(([horizon, label]) => {
          const met = count(ppwr.meets[horizon]);
          return (
            <div key={horizon} className="rounded-md border border-neutral-200 p-3">
              <dt className="text-sm text-neutral-700">{label}</dt>
              <dd className="text-lg font-semibold">
                <Trans>
                  {met} of {total}
                </Trans>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="text-sm text-neutral-700">
        <Trans>
          Packaging meeting every PPWR requirement that applies on that day. Art. 6 reads the grades of EU
          member states only.
        </Trans>
      </p>
      {gaps.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">
            <Trans>Most frequent gaps by 2030</Trans>
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {gaps.map((gap) => {
              const packaging = count(gap.counts.by2030);
              return (
                <li key={gap.ruleId} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {gap.article} · {gap.title}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    <Trans>{packaging} packaging</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <RecycledContentFigures figures={ppwr.recycledContent} />
    </div>
  );
};

/** The dashboard's PPWR section, from the portfolio answer the grade chart reads too. */
export const PpwrPortfolioSection = () => {
  const portfolio = usePortfolio();
  return (
    <DashboardSection
      title={<Trans>PPWR conformity</Trans>}
      seeMore={
        <Link
          to="/packages/overview"
          search={{ ppwr: 'fails2030' }}
          className={`${seeMoreClass} ${focusRing}`}
        >
          <Trans>Packaging failing 2030</Trans>
        </Link>
      }
    >
      {portfolio.isError ? (
        <SectionError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : portfolio.data ? (
        <PpwrPortfolioFigures ppwr={portfolio.data.ppwr} />
      ) : (
        <LoadingBlocks className="gap-3" blocks={['h-16 w-full']} />
      )}
    </DashboardSection>
  );
};
