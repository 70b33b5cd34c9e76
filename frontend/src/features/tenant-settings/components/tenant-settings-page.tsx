import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/messages';
import { PageTitle } from '../../../components/page-title';
import { useTenantSettings } from '../api/get-tenant-settings';
import { BlacklistSection } from './blacklist-section';
import { LogoSection } from './logo-section';
import { SettingsForm } from './settings-form';

const Card = ({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) => (
  <section className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-6">
    <header>
      <h2 className="text-xl font-semibold">{title}</h2>
      {lead ? <p className="mt-1 text-sm text-neutral-700">{lead}</p> : null}
    </header>
    {children}
  </section>
);

/** Tenant settings (admins only, beyond the spec): what makes the platform the client's own. */
export const TenantSettingsPage = () => {
  const { i18n } = useLingui();
  const settings = useTenantSettings();
  // A new generation starts the form again from freshly read settings (after a conflict).
  const [generation, setGeneration] = useState(0);

  const content = () => {
    if (settings.isPending) {
      return <LoadingBlocks blocks={['h-32 w-full', 'h-64 w-full']} />;
    }
    if (settings.isError) {
      return (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4"
        >
          <p className="text-sm text-red-800">{errorMessage(i18n, settings.error)}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-8">
        <Card title={<Trans>Logo</Trans>} lead={<Trans>Shown in the header next to the product logo.</Trans>}>
          <LogoSection hasLogo={settings.data.logoUrl !== null} />
        </Card>
        <Card title={<Trans>Company details, colours and FAQs</Trans>}>
          <SettingsForm
            key={generation}
            settings={settings.data}
            onReload={() => void settings.refetch().then(() => setGeneration((value) => value + 1))}
          />
        </Card>
        <Card
          title={<Trans>Blocked e-mail domains</Trans>}
          lead={
            <Trans>
              People with an address at a blocked domain cannot use the platform; this applies at once.
            </Trans>
          }
        >
          <BlacklistSection entries={settings.data.blacklist ?? []} />
        </Card>
      </div>
    );
  };

  return (
    <section>
      <PageTitle
        lead={<Trans>Your platform’s name, contact, logo, colours, FAQs and blocked e-mail domains.</Trans>}
      >
        <Trans>Tenant settings</Trans>
      </PageTitle>
      {content()}
    </section>
  );
};
