import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage } from '../../../lib/messages';
import { popups } from '../../../components/ui/popups';
import { useMe } from '../../../lib/api/get-me';
import { useCompanies } from '../../../lib/api/get-companies';
import { PageTitle } from '../../../components/page-title';
import { useUser } from '../api/get-user';
import { EditUserForm } from './edit-user-form';

/** /user/edit/{userId} (docs/product.md#routes): the same editor as the dialog, on its own address. */
export const EditUserPage = ({ userId, onDone }: { userId: string; onDone: () => void }) => {
  const { t, i18n } = useLingui();
  const { user: caller } = useMe();
  const user = useUser(userId);
  const companies = useCompanies(true);

  const content = () => {
    if (user.isPending || companies.isPending || !caller) {
      return <LoadingBlocks className="gap-3" blocks={['h-24 w-full', 'h-10 w-full']} />;
    }
    if (user.isError || companies.isError) {
      const missing = user.error instanceof ApiError && user.error.status === 404;
      return (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">
            {missing ? (
              <Trans>This user does not exist or is not one you manage.</Trans>
            ) : (
              errorMessage(i18n, user.error ?? companies.error)
            )}
          </p>
          <Button variant="secondary" onClick={onDone}>
            <Trans>Back to user management</Trans>
          </Button>
        </div>
      );
    }
    return (
      <div className="max-w-xl rounded-lg border border-neutral-200 bg-white p-6">
        <EditUserForm
          key={`${user.data.id}-${user.data.version}`}
          user={user.data}
          caller={caller}
          companies={companies.data}
          onSaved={() => {
            popups.show({ kind: 'success', title: t`User saved` });
            onDone();
          }}
          onCancel={onDone}
          onReload={() => void user.refetch()}
        />
      </div>
    );
  };

  return (
    <section>
      <PageTitle>
        <Trans>Edit user</Trans>
      </PageTitle>
      {content()}
    </section>
  );
};
