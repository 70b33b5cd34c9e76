import {
  GetDistributionTenantByDomainCommand,
  GetManagedCertificateDetailsCommand,
  ListDistributionTenantsCommand,
  type CloudFrontClient,
  type DistributionTenant,
  type ManagedCertificateDetails,
} from '@aws-sdk/client-cloudfront';
import { routingEndpointOf } from './domain-registration';

type TenantView = Pick<
  DistributionTenant,
  'Id' | 'Name' | 'Domains' | 'ConnectionGroupId' | 'Enabled' | 'Status'
>;

/** What the operator should do about a certificate in each state. */
const certificateHints: Partial<Record<string, string>> = {
  'pending-validation': 'waiting for the CNAME to resolve to CloudFront',
  'validation-timed-out': 'the CNAME was not in place in time: fix it, then re-create the tenant',
  failed: 'see the tenant in the CloudFront console',
  expired: 'renewal failed: check that the CNAME still points at CloudFront',
  revoked: 'see the tenant in the CloudFront console',
};

const allTenants = async (client: CloudFrontClient, distributionId: string): Promise<TenantView[]> => {
  const tenants: TenantView[] = [];
  let marker: string | undefined;
  do {
    const page = await client.send(
      new ListDistributionTenantsCommand({
        AssociationFilter: { DistributionId: distributionId },
        ...(marker === undefined ? {} : { Marker: marker }),
      }),
    );
    tenants.push(...(page.DistributionTenantList ?? []));
    marker = page.NextMarker;
  } while (marker !== undefined && marker !== '');
  return tenants;
};

const oneTenant = async (
  client: CloudFrontClient,
  host: string,
  distributionId: string,
): Promise<TenantView[]> => {
  try {
    const { DistributionTenant: tenant } = await client.send(
      new GetDistributionTenantByDomainCommand({ Domain: host }),
    );
    return tenant?.DistributionId === distributionId ? [tenant] : [];
  } catch (error) {
    if (error instanceof Error && error.name === 'EntityNotFound') return [];
    throw error;
  }
};

const managedCertificate = async (
  client: CloudFrontClient,
  tenantId: string | undefined,
): Promise<ManagedCertificateDetails | undefined> => {
  try {
    const { ManagedCertificateDetails: details } = await client.send(
      new GetManagedCertificateDetailsCommand({ Identifier: tenantId }),
    );
    return details;
  } catch (error) {
    // A tenant on a certificate of its own has no managed one.
    if (error instanceof Error && error.name === 'EntityNotFound') return undefined;
    throw error;
  }
};

const certificateLine = (details: ManagedCertificateDetails | undefined): string => {
  const status = details?.CertificateStatus;
  if (status === undefined) return 'certificate: none managed by CloudFront';
  const hint = certificateHints[status];
  return `certificate: ${status}${hint === undefined ? '' : ` (${hint})`}`;
};

/**
 * One block per domain of the stage's distribution tenants (or of the one host asked for):
 * whether the domain serves, where its CNAME must point, and its certificate's state.
 */
export const describeDomainStatus = async (
  client: CloudFrontClient,
  input: { distributionId: string; host?: string },
): Promise<string[]> => {
  const tenants =
    input.host === undefined
      ? await allTenants(client, input.distributionId)
      : await oneTenant(client, input.host, input.distributionId);
  if (tenants.length === 0) {
    return [
      input.host === undefined
        ? `Distribution ${input.distributionId} has no tenants yet.`
        : `${input.host} is not a tenant of distribution ${input.distributionId}.`,
    ];
  }
  const endpoints = new Map<string, Promise<string>>();
  const lines: string[] = [];
  for (const tenant of tenants) {
    const group = tenant.ConnectionGroupId;
    if (group !== undefined && !endpoints.has(group)) endpoints.set(group, routingEndpointOf(client, group));
    const endpoint = group === undefined ? 'unknown' : await endpoints.get(group);
    const certificate = await managedCertificate(client, tenant.Id);
    const state = `${tenant.Enabled === false ? 'disabled' : 'enabled'}${tenant.Status === undefined ? '' : `, ${tenant.Status}`}`;
    for (const domain of tenant.Domains ?? []) {
      lines.push(
        `${domain.Domain}: ${domain.Status ?? 'unknown'} (tenant ${tenant.Name}, ${state})`,
        `  CNAME ${domain.Domain} → ${endpoint}`,
        `  ${certificateLine(certificate)}`,
      );
    }
  }
  return lines;
};
