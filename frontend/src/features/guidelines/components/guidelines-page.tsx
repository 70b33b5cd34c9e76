import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { PageTitle } from '../../../components/page-title';
import { useGuidelines } from '../api/get-guidelines';
import { useInterfaceLocale } from '../use-interface-locale';
import { GuidelineList } from './guideline-list';
import { GuidelineViewer } from './guideline-viewer';

interface GuidelinesPageProps {
  /** The open guideline, from the URL (`?id=`). */
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** The Guidelines screen (docs/product.md#guidelines): the six guidelines beside a viewer of the chosen one. */
export const GuidelinesPage = ({ selectedId, onSelect }: GuidelinesPageProps) => {
  const { t } = useLingui();
  const locale = useInterfaceLocale();
  const guidelines = useGuidelines();
  const selected = guidelines.data?.find((guideline) => guideline.id === selectedId);

  return (
    <section>
      <PageTitle lead={<Trans>Eco-design guidelines for recyclable packaging, one per material.</Trans>}>
        <Trans>Guidelines</Trans>
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[280px_1fr]">
        <nav aria-label={t`Guidelines`}>
          {guidelines.isPending ? (
            <ListSkeleton rows={6} />
          ) : guidelines.isError ? (
            <SectionError error={guidelines.error} onRetry={() => void guidelines.refetch()} />
          ) : (
            <GuidelineList
              guidelines={guidelines.data}
              locale={locale}
              selectedId={selected?.id}
              onSelect={onSelect}
            />
          )}
        </nav>
        <div>
          {selected ? (
            <GuidelineViewer key={selected.id} guideline={selected} />
          ) : guidelines.isPending ? null : (
            <EmptyState title={<Trans>Please select a guideline to view the content.</Trans>} />
          )}
        </div>
      </div>
    </section>
  );
};
