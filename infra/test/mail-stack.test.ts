import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { mailConfigurationSetName } from '../lib/naming.js';
import { prodContext, synthRecyclensApp } from './support/synth.js';

const dev = synthRecyclensApp({ stage: 'dev' });
const prod = synthRecyclensApp(prodContext);

describe('MailStack', () => {
  it('verifies the sender domain as an identity with DKIM signing', () => {
    prod.templates.mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.recyclens.com',
      DkimAttributes: { SigningEnabled: true },
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    dev.templates.mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'dev.recyclens.com',
    });
  });

  it('has a configuration set named for the stage that requires TLS and suppresses bounces', () => {
    prod.templates.mail.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: mailConfigurationSetName('prod'),
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('writes the three DKIM CNAMEs into the hosted zone when one is configured', () => {
    prod.templates.mail.resourcePropertiesCountIs(
      'AWS::Route53::RecordSet',
      { Type: 'CNAME', HostedZoneId: prodContext.hostedZone.hostedZoneId },
      3,
    );
  });

  it('outputs the DKIM records instead when there is no zone', () => {
    dev.templates.mail.resourceCountIs('AWS::Route53::RecordSet', 0);
    expect(Object.keys(dev.templates.mail.findOutputs('*'))).toEqual(
      expect.arrayContaining(['DkimRecord1', 'DkimRecord2', 'DkimRecord3']),
    );
  });

  it('is what the Api stack scopes ses:SendEmail to', () => {
    const policies = JSON.stringify(prod.templates.api.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`:configuration-set/${mailConfigurationSetName('prod')}`);
    expect(policies).toContain(':identity/mail.recyclens.com');
  });
});
