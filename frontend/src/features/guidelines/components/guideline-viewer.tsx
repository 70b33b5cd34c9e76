import { Trans, useLingui } from '@lingui/react/macro';
import type { Guideline } from '@recyclens/shared';
import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { SectionError } from '../../../components/section-state';
import { useGuidelineLink } from '../api/get-guideline-link';
import { useInterfaceLocale } from '../use-interface-locale';
import { GuidelineFrame } from './guideline-frame';
import { LinkAction } from './link-action';

/**
 * One guideline: its title, open-in-new-tab and download, and the PDF itself. Download uses its
 * own link, which the server signs to be saved (attachment) rather than shown.
 */
export const GuidelineViewer = ({ guideline }: { guideline: Guideline }) => {
  const { i18n } = useLingui();
  const locale = useInterfaceLocale();
  const headingId = useId();
  const view = useGuidelineLink(guideline.id, locale, false);
  const download = useGuidelineLink(guideline.id, locale, true);
  const title = guideline.titles[locale];
  const version = guideline.version;
  const updated = i18n.date(guideline.updatedAt, { dateStyle: 'medium' });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-neutral-700">
            <Trans>
              Version {version}, updated {updated}
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkAction href={view.data?.url} newTab>
            <Trans>Open in new tab</Trans>
          </LinkAction>
          <LinkAction href={download.data?.url}>
            <Trans>Download</Trans>
          </LinkAction>
        </div>
      </div>
      {view.isPending ? (
        <div role="status">
          <span className="sr-only">
            <Trans>Loading…</Trans>
          </span>
          <Skeleton className="h-[75vh] min-h-[480px] w-full" />
        </div>
      ) : view.isError ? (
        <SectionError error={view.error} onRetry={() => void view.refetch()} />
      ) : (
        <GuidelineFrame key={`${guideline.id}-${locale}`} src={view.data.url} title={title} />
      )}
    </section>
  );
};
