import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { DomainName } from 'aws-cdk-lib/aws-apigatewayv2';
import { ARecord, PublicHostedZone, RecordTarget, type IHostedZone } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { Construct } from 'constructs';
import { isWithinZone, type StageConfig } from '../config.js';
import type { ApiOriginDomain } from './http-api.js';

export interface ApiOriginNameProps {
  readonly domainName: string;
  readonly config: Pick<StageConfig, 'apiCertificateArn' | 'hostedZone'>;
}

/**
 * The API's own name and its certificate: the configured one, or one ACM issues with DNS
 * validation in the stage's zone (config.ts makes sure one of the two exists).
 */
export class ApiOriginName extends Construct {
  readonly origin: ApiOriginDomain;
  /** The stage's zone when it holds the name; otherwise DNS is the operator's (docs/deploy.md). */
  private readonly zone: IHostedZone | undefined;

  constructor(scope: Construct, id: string, props: ApiOriginNameProps) {
    super(scope, id);
    const { domainName, config } = props;
    this.zone =
      config.hostedZone !== undefined && isWithinZone(domainName, config.hostedZone.zoneName)
        ? PublicHostedZone.fromHostedZoneAttributes(this, 'Zone', config.hostedZone)
        : undefined;
    this.origin = { domainName, certificate: this.certificateOf(domainName, config.apiCertificateArn) };
  }

  /** Points the name at the API's regional endpoint, where the zone is the stage's. */
  pointAt(domain: DomainName): void {
    if (this.zone === undefined) return;
    new ARecord(this, 'Record', {
      zone: this.zone,
      recordName: this.origin.domainName,
      target: RecordTarget.fromAlias(
        new ApiGatewayv2DomainProperties(domain.regionalDomainName, domain.regionalHostedZoneId),
      ),
    });
  }

  private certificateOf(domainName: string, arn: string | undefined): ICertificate {
    if (arn !== undefined) return Certificate.fromCertificateArn(this, 'Certificate', arn);
    if (this.zone === undefined) {
      throw new Error(
        `apiOriginDomain "${domainName}" needs apiCertificateArn or a hostedZone containing it`,
      );
    }
    return new Certificate(this, 'Certificate', {
      domainName,
      validation: CertificateValidation.fromDns(this.zone),
    });
  }
}
