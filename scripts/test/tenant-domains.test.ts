import {
  CloudFrontClient,
  CNAMEAlreadyExists,
  CreateDistributionTenantCommand,
  type DomainStatus,
  EntityAlreadyExists,
  EntityNotFound,
  GetConnectionGroupCommand,
  GetDistributionTenantByDomainCommand,
  GetDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  ListDistributionTenantsCommand,
} from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeDnsRecords, registerTenantDomain } from '../src/tenant-domains/domain-registration';
import { describeDomainStatus } from '../src/tenant-domains/domain-status';

const cloudFront = mockClient(CloudFrontClient);
const client = new CloudFrontClient({ region: 'us-east-1' });
const distributionId = 'E2MULTITENANT1';
const endpoint = 'd111111abcdef8.cloudfront.net';
const tenant = (host: string, id: string, domainStatus: DomainStatus = 'inactive') => ({
  Id: id,
  Name: host,
  DistributionId: distributionId,
  ConnectionGroupId: 'cg_default',
  Domains: [{ Domain: host, Status: domainStatus }],
  Enabled: true,
  Status: 'InProgress',
});
/** A tenant as ListDistributionTenants summarizes it. */
const summary = (host: string, id: string, domainStatus?: DomainStatus) => ({
  ...tenant(host, id, domainStatus),
  Arn: `arn:aws:cloudfront::123456789012:distribution-tenant/${id}`,
  CreatedTime: new Date(),
  LastModifiedTime: new Date(),
  ETag: 'E1',
});

beforeEach(() => {
  cloudFront.reset();
  cloudFront
    .on(GetConnectionGroupCommand)
    .resolves({ ConnectionGroup: { Id: 'cg_default', RoutingEndpoint: endpoint } });
});

describe('tenant create against a deployed stage', () => {
  it('asks CloudFront for a tenant with the host and a managed certificate, and prints the CNAME', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .resolves({ DistributionTenant: tenant('acme.example.com', 'dt_1') });

    const registered = await registerTenantDomain(client, { distributionId, host: 'acme.example.com' });

    expect(cloudFront.commandCalls(CreateDistributionTenantCommand)[0]?.args[0].input).toEqual({
      DistributionId: distributionId,
      Name: 'acme.example.com',
      Domains: [{ Domain: 'acme.example.com' }],
      ManagedCertificateRequest: {
        ValidationTokenHost: 'cloudfront',
        PrimaryDomainName: 'acme.example.com',
        CertificateTransparencyLoggingPreference: 'enabled',
      },
      Enabled: true,
    });
    expect(cloudFront.commandCalls(GetConnectionGroupCommand)[0]?.args[0].input).toEqual({
      Identifier: 'cg_default',
    });
    expect(registered).toEqual({
      tenantId: 'dt_1',
      created: true,
      records: [{ type: 'CNAME', name: 'acme.example.com', value: endpoint }],
    });
    const printed = describeDnsRecords(registered.records).join('\n');
    expect(printed).toContain(`CNAME  acme.example.com  →  ${endpoint}`);
    expect(printed).toMatch(/no validation record is needed/);
  });

  it('says plainly when the domain belongs to another distribution, and asks nothing more', async () => {
    cloudFront.on(CreateDistributionTenantCommand).rejects(
      new CNAMEAlreadyExists({
        message: 'One or more of the CNAMEs you provided are already associated',
        $metadata: {},
      }),
    );

    await expect(registerTenantDomain(client, { distributionId, host: 'acme.example.com' })).rejects.toThrow(
      /acme\.example\.com is already in use by another CloudFront distribution or distribution tenant .* nothing was created/,
    );
    expect(cloudFront.commandCalls(GetConnectionGroupCommand)).toHaveLength(0);
  });

  it('names DISTRIBUTION_ID when the distribution does not exist', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new EntityNotFound({ message: 'The specified distribution does not exist.', $metadata: {} }));

    await expect(registerTenantDomain(client, { distributionId, host: 'acme.example.com' })).rejects.toThrow(
      /no distribution E2MULTITENANT1: set DISTRIBUTION_ID/,
    );
  });

  it('goes on with the tenant an interrupted earlier run created on this distribution', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new EntityAlreadyExists({ message: 'Tenant already exists', $metadata: {} }));
    cloudFront
      .on(GetDistributionTenantCommand, { Identifier: 'acme.example.com' })
      .resolves({ DistributionTenant: tenant('acme.example.com', 'dt_1') });

    const registered = await registerTenantDomain(client, { distributionId, host: 'acme.example.com' });
    expect(registered).toMatchObject({ tenantId: 'dt_1', created: false, records: [{ value: endpoint }] });
  });

  it('refuses a tenant name already taken on another distribution', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new EntityAlreadyExists({ message: 'Tenant already exists', $metadata: {} }));
    cloudFront
      .on(GetDistributionTenantCommand)
      .resolves({ DistributionTenant: { ...tenant('acme.example.com', 'dt_9'), DistributionId: 'EOTHER' } });

    await expect(registerTenantDomain(client, { distributionId, host: 'acme.example.com' })).rejects.toThrow(
      /already exists on another distribution; nothing was created/,
    );
  });
});

describe('tenant status', () => {
  it("shows every domain of the distribution's tenants, across pages, with its CNAME and certificate", async () => {
    cloudFront
      .on(ListDistributionTenantsCommand, { AssociationFilter: { DistributionId: distributionId } })
      .resolves({
        DistributionTenantList: [summary('acme.example.com', 'dt_1', 'active')],
        NextMarker: 'page-2',
      })
      .on(ListDistributionTenantsCommand, { Marker: 'page-2' })
      .resolves({ DistributionTenantList: [summary('globex.example.com', 'dt_2')] });
    cloudFront
      .on(GetManagedCertificateDetailsCommand, { Identifier: 'dt_1' })
      .resolves({ ManagedCertificateDetails: { CertificateStatus: 'issued' } })
      .on(GetManagedCertificateDetailsCommand, { Identifier: 'dt_2' })
      .resolves({ ManagedCertificateDetails: { CertificateStatus: 'pending-validation' } });

    const printed = (await describeDomainStatus(client, { distributionId })).join('\n');

    expect(printed).toContain('acme.example.com: active (tenant acme.example.com, enabled, InProgress)');
    expect(printed).toContain(`CNAME acme.example.com → ${endpoint}`);
    expect(printed).toContain('certificate: issued');
    expect(printed).toContain('globex.example.com: inactive');
    expect(printed).toContain(
      'certificate: pending-validation (waiting for the CNAME to resolve to CloudFront)',
    );
    // Both tenants share the default connection group: its endpoint is asked for once.
    expect(cloudFront.commandCalls(GetConnectionGroupCommand)).toHaveLength(1);
  });

  it('shows one host when asked, and says so when it is not a tenant of this distribution', async () => {
    cloudFront
      .on(GetDistributionTenantByDomainCommand, { Domain: 'acme.example.com' })
      .resolves({ DistributionTenant: tenant('acme.example.com', 'dt_1') })
      .on(GetDistributionTenantByDomainCommand, { Domain: 'nobody.example.com' })
      .rejects(new EntityNotFound({ message: 'not found', $metadata: {} }));
    cloudFront
      .on(GetManagedCertificateDetailsCommand)
      .resolves({ ManagedCertificateDetails: { CertificateStatus: 'validation-timed-out' } });

    const acme = (await describeDomainStatus(client, { distributionId, host: 'acme.example.com' })).join(
      '\n',
    );
    expect(acme).toContain('acme.example.com: inactive');
    expect(acme).toContain('certificate: validation-timed-out (the CNAME was not in place in time');
    expect(await describeDomainStatus(client, { distributionId, host: 'nobody.example.com' })).toEqual([
      `nobody.example.com is not a tenant of distribution ${distributionId}.`,
    ]);
  });
});
