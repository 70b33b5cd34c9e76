import { Trans } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { useMe } from '../../../lib/api/get-me';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { PageTitle } from '../../../components/page-title';
import { AccountNote } from './account-note';
import { InviteForm } from './invite-form';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';
import { ProfilePictureCard } from './profile-picture-card';

/** The profile (docs/product.md#profile): details and password, picture, invitations and the account note. */
export const ProfilePage = () => {
  const me = useMe();
  // Four cards and two forms appear at once when the user arrives: rendered from the deferred
  // value, React builds them in slices instead of one long task on a phone's CPU (decision 034),
  // also when the user is already there at mount (the first page waits for it: decision 035).
  const user = useDeferredValue(me.user ?? null, null);
  return (
    <section>
      <PageTitle>
        <Trans>Profile</Trans>
      </PageTitle>
      {user ? (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ProfileCard title={<Trans>Your details</Trans>}>
            <ProfileForm key={user.id} user={user} />
          </ProfileCard>
          <div className="flex flex-col gap-6">
            <ProfileCard title={<Trans>Profile picture</Trans>}>
              <ProfilePictureCard user={user} />
            </ProfileCard>
            <ProfileCard title={<Trans>Invite a user</Trans>}>
              <InviteForm companies={user.companies} />
            </ProfileCard>
            <ProfileCard title={<Trans>Your account</Trans>}>
              <AccountNote />
            </ProfileCard>
          </div>
        </div>
      ) : me.isError ? (
        <SectionError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <ListSkeleton rows={6} />
      )}
    </section>
  );
};
