import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Package } from '@recyclens/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormNotice } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api-errors';
import { serverFieldMessages } from '../../../lib/field-messages';
import { errorMessage } from '../../../lib/messages';
import { useUpdatePackage } from '../api/update-package';
import { editorFormSchema, toFormValues, type EditorForm, type EditorFormInput } from '../editor-form';
import {
  clearQueuedSave,
  queueSave,
  readQueuedSave,
  useBackOnline,
  useRetryWhileUnreachable,
  waitReasonOf,
  type WaitReason,
} from '../offline-saves';
import type { LookupOptions } from '../use-lookup-options';
import { ComponentList } from './component-list';
import { ConflictDialog } from './conflict-dialog';
import { PackageActions } from './package-actions';
import { PackageFields, type ProjectChoice } from './package-fields';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface PackageEditorFormProps {
  pkg: Package;
  lookups: LookupOptions;
  projects: readonly ProjectChoice[];
  /** Fetches the packaging again (after a conflict) and answers the server's current version. */
  reload: () => Promise<Package>;
  /** Tells the page whether there are unsaved changes (the assessment runs on the saved packaging). */
  onDirtyChange: (dirty: boolean) => void;
  /** Admins may save the packaging as a template of the tenant. */
  mayManageTemplates: boolean;
  /** The export action, passed down to the packaging's actions. */
  exportButton: ReactNode;
}

/** Puts the server's field messages (VALIDATION_FAILED, dot-joined paths) under the fields that sent them. */
const serverFieldErrors = (error: unknown): [Path<EditorFormInput>, string][] =>
  Object.entries(serverFieldMessages(error)) as [Path<EditorFormInput>, string][];

export const PackageEditorForm = ({
  pkg,
  lookups,
  projects,
  reload,
  onDirtyChange,
  mayManageTemplates,
  exportButton,
}: PackageEditorFormProps) => {
  const { t, i18n } = useLingui();
  const form = useForm<EditorFormInput, unknown, EditorForm>({
    resolver: zodResolver(editorFormSchema),
    defaultValues: toFormValues(pkg),
  });
  const {
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { isDirty },
  } = form;
  const update = useUpdatePackage(pkg.id);
  const mayLeave = useRef(false);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [reloadError, setReloadError] = useState<string>();
  /**
   * A save that waits for the connection: the button it came from (draft or complete), why it
   * waits, and how often it was tried while the server did not answer (for the backoff).
   */
  const [waiting, setWaiting] = useState<{
    draft: boolean;
    restored: boolean;
    reason: WaitReason;
    attempts: number;
  } | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = (draft: boolean) => {
    const previous = getValues('draft');
    setValue('draft', draft);
    void handleSubmit(
      (body) =>
        update.mutate(body, {
          onSuccess: (saved) => {
            clearQueuedSave(pkg.id, body.version);
            setWaiting(null);
            setSavedAt(new Date());
            reset(toFormValues(saved));
            popups.show({ kind: 'success', title: draft ? t`Draft saved` : t`Packaging saved` });
          },
          onError: (error) => {
            setValue('draft', previous);
            const reason = waitReasonOf(error);
            if (reason) {
              // Kept in the browser and sent again when the connection or the server is back.
              queueSave(pkg.id, body.version, { values: getValues(), draft });
              setWaiting((current) => ({
                draft,
                restored: current?.restored ?? false,
                reason,
                attempts: (current?.attempts ?? 0) + 1,
              }));
              return;
            }
            if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') setConflict(true);
            // Each field is marked where it is and the first one named takes the focus.
            const marks = serverFieldErrors(error);
            const first = marks.find(([field]) => field !== 'components')?.[0];
            for (const [field, message] of marks)
              setError(field, { type: 'server', message }, { shouldFocus: field === first });
          },
        }),
      // The draft flag belongs to the button, not to the edits: put it back when nothing was saved.
      () => setValue('draft', previous),
    )();
  };

  useBackOnline(waiting !== null, () => {
    if (waiting) save(waiting.draft);
  });
  useRetryWhileUnreachable(waiting?.reason === 'server', waiting?.attempts ?? 0, () => {
    if (waiting) save(waiting.draft);
  });
  // Changes a reload or a closed tab left unsent come back, and go out at once when online.
  useEffect(() => {
    const queued = readQueuedSave(pkg.id, pkg.version);
    if (!queued) return;
    reset(queued.values, { keepDefaultValues: true });
    setWaiting({ draft: queued.draft, restored: true, reason: 'offline', attempts: 0 });
    if (navigator.onLine) save(queued.draft);
    // Read once, for the version the editor opened with.
  }, []);

  const reloadLatest = async () => {
    setReloading(true);
    setReloadError(undefined);
    try {
      reset(toFormValues(await reload()));
      update.reset();
      setConflict(false);
    } catch (error) {
      setReloadError(errorMessage(i18n, error));
    } finally {
      setReloading(false);
    }
  };

  const savedTime = (at: Date) =>
    new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  const conflictError = update.error instanceof ApiError && update.error.code === 'VERSION_CONFLICT';
  const fieldErrors = serverFieldErrors(update.error);

  return (
    <FormProvider {...form}>
      {/* Cards never grow past a phone's screen: a fieldset and a select are as wide as their
          longest content (a long material name) unless told they may shrink. */}
      <form
        noValidate
        className="flex min-w-0 flex-col gap-8 [&_fieldset]:min-w-0 [&_select]:w-full [&_select]:min-w-0"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm text-neutral-700">
            <span className="rounded-full border border-neutral-400 bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-900">
              {pkg.draft ? <Trans>Draft</Trans> : <Trans>Complete</Trans>}
            </span>
            {isDirty ? <Trans>Unsaved changes</Trans> : <Trans>All changes saved</Trans>}
          </p>
          <PackageActions
            packageId={pkg.id}
            name={pkg.name}
            version={getValues('version')}
            dirty={isDirty}
            mayLeave={mayLeave}
            mayManageTemplates={mayManageTemplates}
            exportButton={exportButton}
          />
        </div>
        {waiting ? (
          <FormNotice
            title={
              waiting.reason === 'server'
                ? t`The server cannot be reached — your changes are kept here and will be sent again shortly`
                : t`You are offline — your changes will be saved when the connection is back`
            }
          >
            {waiting.restored ? t`Your changes made offline were restored from this browser.` : null}
          </FormNotice>
        ) : null}
        {savedAt && !waiting ? (
          <p role="status" className="text-sm text-neutral-700">
            {t`Saved at ${savedTime(savedAt)}`}
          </p>
        ) : null}
        {update.isError && !conflictError && !waiting ? (
          <FormAlert title={t`The packaging could not be saved.`}>
            {fieldErrors.length > 0 ? t`Check the marked fields.` : errorMessage(i18n, update.error)}
          </FormAlert>
        ) : null}
        <PackageFields lookups={lookups} projects={projects} />
        <ComponentList lookups={lookups} />
        <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4">
          <Button
            variant="secondary"
            disabled={update.isPending}
            aria-busy={update.isPending}
            onClick={() => save(true)}
          >
            <Trans>Save draft</Trans>
          </Button>
          <Button disabled={update.isPending} aria-busy={update.isPending} onClick={() => save(false)}>
            <Trans>Save as complete</Trans>
          </Button>
        </div>
      </form>
      <ConflictDialog
        open={conflict}
        onKeepEditing={() => setConflict(false)}
        onReload={() => void reloadLatest()}
        reloading={reloading}
        reloadError={reloadError}
      />
      <UnsavedChangesGuard dirty={isDirty} mayLeave={mayLeave} />
    </FormProvider>
  );
};
