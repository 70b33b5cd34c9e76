/**
 * CloudFront's refusals in the operator's terms: what is wrong and what to do, rather than the
 * service's exception name alone.
 */
export const explainCloudFrontError = (
  error: unknown,
  context: { host: string; distributionId: string },
): Error => {
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  switch (name) {
    case 'CNAMEAlreadyExists':
      return new Error(
        `${context.host} is already in use by another CloudFront distribution or distribution tenant (in this or another AWS account). Remove it there first; nothing was created. (${detail})`,
        { cause: error },
      );
    case 'EntityNotFound':
      return new Error(
        `CloudFront knows no distribution ${context.distributionId}: set DISTRIBUTION_ID to the Web stack's DistributionId output of this stage. (${detail})`,
        { cause: error },
      );
    case 'EntityLimitExceeded':
      return new Error(
        `A CloudFront quota is reached (tenants per distribution, or managed certificates): ask for an increase in Service Quotas (docs/capacity.md). (${detail})`,
        { cause: error },
      );
    case 'AccessDenied':
      return new Error(
        `These AWS credentials may not manage CloudFront distribution tenants (cloudfront:*DistributionTenant*, cloudfront:GetConnectionGroup, cloudfront:GetManagedCertificateDetails). (${detail})`,
        { cause: error },
      );
    default:
      return error instanceof Error ? error : new Error(detail);
  }
};
