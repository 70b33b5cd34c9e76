import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR, ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR } from '@recyclens/shared';
import { synthRecyclensApp } from './support/synth.js';

/** The account-mail limits are stage settings (docs/deploy.md §2), handed to the mailing groups. */
const limitsOf = (context: Record<string, unknown>) => {
  const { api, templates } = synthRecyclensApp(context);
  const variablesOf = (group: 'auth' | 'account') => {
    const construct = api.groupFunctions.get(group);
    if (construct === undefined) throw new Error(`no ${group} function`);
    const id = api.getLogicalId(construct.function.node.defaultChild as never);
    return templates.api.toJSON()['Resources'][id]['Properties']['Environment']['Variables'] as Record<
      string,
      unknown
    >;
  };
  return { auth: variablesOf('auth'), account: variablesOf('account') };
};

// Synthesized once each, outside the tests' time limit (a synth takes a minute on a busy machine).
const unset = limitsOf({ stage: 'dev' });
const set = limitsOf({
  stage: 'dev',
  accountMailRequestsPerIpPerHour: '300',
  accountMailsPerAddressPerHour: 8,
});

describe('account-mail limits per stage', () => {
  it('are the product defaults unless the stage sets them', () => {
    const { auth } = unset;
    expect(auth).toMatchObject({
      ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: String(ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR),
      ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: String(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR),
    });
  });

  it("reach the functions as the stage's settings, from cdk.json or -c", () => {
    const { auth, account } = set;
    for (const variables of [auth, account])
      expect(variables).toMatchObject({
        ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: '300',
        ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '8',
      });
  });

  it('refuse a limit that is not a whole number above 0, naming the setting', () => {
    expect(() => limitsOf({ stage: 'dev', accountMailRequestsPerIpPerHour: 0 })).toThrow(
      /accountMailRequestsPerIpPerHour/,
    );
  });
});
