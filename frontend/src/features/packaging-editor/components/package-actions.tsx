import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { useDeletePackage } from '../api/delete-package';
import { useDuplicatePackage } from '../api/duplicate-package';
import { SaveAsTemplateDialog } from './save-as-template-dialog';

interface PackageActionsProps {
  packageId: string;
  name: string;
  /** The version the editor read: deleting a newer version than the one shown is refused. */
  version: number;
  dirty: boolean;
  /** Set before navigating away after an action, so the unsaved-changes guard lets it through. */
  mayLeave: RefObject<boolean>;
  /** Admins save a packaging as a template of the tenant. */
  mayManageTemplates: boolean;
  /** The export action, from the exports feature (composed in by the route). */
  exportButton: ReactNode;
}

/** Export, duplicate, save as template and delete, each asking first where it cannot be undone. */
export const PackageActions = ({
  packageId,
  name,
  version,
  dirty,
  mayLeave,
  mayManageTemplates,
  exportButton,
}: PackageActionsProps) => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'delete' | 'duplicate' | 'template' | null>(null);
  const remove = useDeletePackage(packageId);
  const duplicate = useDuplicatePackage(packageId);
  const close = () => {
    setAsking(null);
    remove.reset();
    duplicate.reset();
  };

  return (
    <div className="flex flex-wrap gap-2">
      {exportButton}
      <Button variant="secondary" onClick={() => setAsking('duplicate')}>
        <Trans>Duplicate</Trans>
      </Button>
      {mayManageTemplates ? (
        <Button variant="secondary" onClick={() => setAsking('template')}>
          <Trans>Save as template</Trans>
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => setAsking('delete')}>
        <Trans>Delete</Trans>
      </Button>
      <SaveAsTemplateDialog
        open={asking === 'template'}
        onOpenChange={(open) => setAsking(open ? 'template' : null)}
        packageId={packageId}
        packageName={name}
        dirty={dirty}
      />
      <ConfirmDialog
        open={asking === 'duplicate'}
        onOpenChange={(open) => (open ? setAsking('duplicate') : close())}
        title={t`Duplicate ${name}?`}
        description={
          dirty
            ? t`A copy of the saved packaging is made and opened. Your unsaved changes are not copied and will be lost.`
            : t`A copy of the packaging with all its components is made and opened.`
        }
        confirmLabel={<Trans>Duplicate</Trans>}
        pending={duplicate.isPending}
        error={duplicate.isError ? errorMessage(i18n, duplicate.error) : undefined}
        onConfirm={() =>
          duplicate.mutate(undefined, {
            onSuccess: (copy) => {
              mayLeave.current = true;
              setAsking(null);
              const copyName = copy.name;
              popups.show({ kind: 'success', title: t`Copy created: ${copyName}` });
              void navigate({ to: '/packages/$packageId', params: { packageId: copy.id } });
            },
          })
        }
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => (open ? setAsking('delete') : close())}
        title={t`Delete ${name}?`}
        description={t`The packaging, its components and its assessment results disappear from your company's lists.`}
        confirmLabel={<Trans>Delete packaging</Trans>}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(i18n, remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(version, {
            onSuccess: () => {
              mayLeave.current = true;
              setAsking(null);
              popups.show({ kind: 'success', title: t`Packaging ${name} deleted` });
              void navigate({ to: '/packages/overview' });
            },
          })
        }
      />
    </div>
  );
};
