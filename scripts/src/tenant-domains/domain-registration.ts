import {
  CreateDistributionTenantCommand,
  GetConnectionGroupCommand,
  GetDistributionTenantCommand,
  type CloudFrontClient,
  type DistributionTenant,
} from '@aws-sdk/client-cloudfront';
import { explainCloudFrontError } from './cloudfront-errors';

export interface DnsRecord {
  readonly type: 'CNAME';
  readonly name: string;
  readonly value: string;
}

export interface RegisteredDomain {
  readonly tenantId: string;
  /** Whether this run created the tenant or found it from an earlier, interrupted run. */
  readonly created: boolean;
  readonly records: readonly DnsRecord[];
}

/** The connection group's endpoint, where every tenant host of the group points. */
export const routingEndpointOf = async (
  client: CloudFrontClient,
  connectionGroupId: string,
): Promise<string> => {
  const { ConnectionGroup } = await client.send(
    new GetConnectionGroupCommand({ Identifier: connectionGroupId }),
  );
  if (ConnectionGroup?.RoutingEndpoint === undefined) {
    throw new Error(
      `Connection group ${connectionGroupId} has no routing endpoint yet; try again in a minute.`,
    );
  }
  return ConnectionGroup.RoutingEndpoint;
};

/**
 * The tenant a previous run created under this name on this distribution, so running `create`
 * again after a later step failed goes on instead of stopping at "already exists".
 */
const earlierTenant = async (
  client: CloudFrontClient,
  name: string,
  distributionId: string,
): Promise<DistributionTenant | undefined> => {
  const { DistributionTenant: tenant } = await client.send(
    new GetDistributionTenantCommand({ Identifier: name }),
  );
  return tenant?.DistributionId === distributionId ? tenant : undefined;
};

/**
 * Makes the host a distribution tenant of the stage's multi-tenant distribution, with a
 * certificate CloudFront requests and renews itself (decision 022). CloudFront validates the
 * certificate over HTTP once the host points at it, so the CNAME is the only record to add.
 */
export const registerTenantDomain = async (
  client: CloudFrontClient,
  input: { distributionId: string; host: string },
): Promise<RegisteredDomain> => {
  const context = { host: input.host, distributionId: input.distributionId };
  // The host names the tenant: unique in the account, and what an operator searches for.
  const name = input.host;
  let tenant: DistributionTenant | undefined;
  let created = true;
  try {
    ({ DistributionTenant: tenant } = await client.send(
      new CreateDistributionTenantCommand({
        DistributionId: input.distributionId,
        Name: name,
        Domains: [{ Domain: input.host }],
        ManagedCertificateRequest: {
          ValidationTokenHost: 'cloudfront',
          PrimaryDomainName: input.host,
          CertificateTransparencyLoggingPreference: 'enabled',
        },
        Enabled: true,
      }),
    ));
  } catch (error) {
    if (!(error instanceof Error && error.name === 'EntityAlreadyExists'))
      throw explainCloudFrontError(error, context);
    tenant = await earlierTenant(client, name, input.distributionId);
    if (tenant === undefined) {
      throw new Error(
        `A distribution tenant named ${name} already exists on another distribution; nothing was created.`,
        { cause: error },
      );
    }
    created = false;
  }
  if (tenant?.Id === undefined || tenant.ConnectionGroupId === undefined) {
    throw new Error(`CloudFront answered no tenant id or connection group for ${input.host}.`);
  }
  const endpoint = await routingEndpointOf(client, tenant.ConnectionGroupId);
  return { tenantId: tenant.Id, created, records: [{ type: 'CNAME', name: input.host, value: endpoint }] };
};

/** What the customer's DNS administrator needs, in the form DNS consoles ask for it. */
export const describeDnsRecords = (records: readonly DnsRecord[]): string[] => [
  'DNS records for the customer to add:',
  ...records.map((record) => `  ${record.type}  ${record.name}  →  ${record.value}`),
  'CloudFront validates the certificate over HTTP once the record resolves: no validation record is needed.',
  'A bare domain (example.com) cannot hold a CNAME: use an ALIAS/ANAME record to the same target.',
];
