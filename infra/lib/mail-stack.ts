import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { CnameRecord, PublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { senderDomainOf, type StageConfig } from './config.js';
import { mailConfigurationSetName } from './naming.js';

export interface MailStackProps extends StackProps {
  readonly config: Pick<StageConfig, 'stage' | 'senderAddress' | 'hostedZone'>;
}

/**
 * SES for the product's mails: the sender domain as a DKIM-signed identity and a configuration
 * set that refuses plain-text delivery and keeps bouncing addresses off the list.
 */
export class MailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { config } = props;
    const domain = senderDomainOf(config);

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // Named so the Api stack scopes ses:SendEmail to it without a cross-stack reference.
      configurationSetName: mailConfigurationSetName(config.stage),
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    this.identity = new EmailIdentity(this, 'SenderDomain', {
      identity: Identity.domain(domain),
      // The default for every send from this domain, so the functions need not name it.
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });

    if (config.hostedZone !== undefined) {
      const zone = PublicHostedZone.fromHostedZoneAttributes(this, 'Zone', config.hostedZone);
      this.identity.dkimRecords.forEach((record, index) => {
        new CnameRecord(this, `Dkim${index + 1}`, {
          zone,
          recordName: record.name,
          domainName: record.value,
          ttl: Duration.hours(1),
        });
      });
    } else {
      // Without a zone the operator adds these at the DNS provider (docs/deploy.md).
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: `DKIM CNAME ${index + 1} of ${domain}`,
        });
      });
    }
    new CfnOutput(this, 'SenderDomainName', { value: domain });
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
  }
}
