import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { CnameRecord, MxRecord, PublicHostedZone, TxtRecord } from 'aws-cdk-lib/aws-route53';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { mailFromDomainOf, senderDomainOf, type StageConfig } from './config.js';
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

    // Per-set counts of sends, bounces and complaints in CloudWatch, beside the account's rates.
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: 'ses:configuration-set',
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: mailConfigurationSetName(config.stage),
        },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });

    const mailFromDomain = mailFromDomainOf(config);
    this.identity = new EmailIdentity(this, 'SenderDomain', {
      identity: Identity.domain(domain),
      // The default for every send from this domain, so the functions need not name it.
      configurationSet: this.configurationSet,
      dkimSigning: true,
      // Bounces to our own subdomain align SPF with the From domain for DMARC; until its MX
      // resolves SES falls back to amazonses.com rather than refusing to send.
      mailFromDomain,
      mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
    });
    const mailFromMxHost = `feedback-smtp.${Aws.REGION}.amazonses.com`;
    const mailFromSpf = 'v=spf1 include:amazonses.com ~all';

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
      new MxRecord(this, 'MailFromMx', {
        zone,
        recordName: mailFromDomain,
        values: [{ priority: 10, hostName: mailFromMxHost }],
        ttl: Duration.hours(1),
      });
      new TxtRecord(this, 'MailFromSpf', {
        zone,
        recordName: mailFromDomain,
        values: [mailFromSpf],
        ttl: Duration.hours(1),
      });
    } else {
      // Without a zone the operator adds these at the DNS provider (docs/deploy.md).
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: `DKIM CNAME ${index + 1} of ${domain}`,
        });
      });
      new CfnOutput(this, 'MailFromMxRecord', {
        value: `${mailFromDomain} MX 10 ${mailFromMxHost}`,
        description: 'MAIL FROM domain: MX record',
      });
      new CfnOutput(this, 'MailFromSpfRecord', {
        value: `${mailFromDomain} TXT "${mailFromSpf}"`,
        description: 'MAIL FROM domain: SPF record',
      });
    }
    new CfnOutput(this, 'SenderDomainName', { value: domain });
    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
  }
}
