import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { PageTitle } from '../../../components/page-title';
import { SectionError } from '../../../components/section-state';
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
  const settings = useTenantSettings();
  // A new generation starts the form again from freshly read settings (after a conflict).
  const [generation, setGeneration] = useState(0);

  const content = () => {
    if (settings.isPending) {
      return <LoadingBlocks blocks={['h-32 w-full', 'h-64 w-full']} />;
    }
    if (settings.isError) {
      return <SectionError error={settings.error} onRetry={() => void settings.refetch()} />;
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
