import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { endpointGroups, routeKeyOf, routes } from '@recyclens/shared';
import { groupEntryFiles } from '@recyclens/functions/groups/registry';
import { tableSchema } from '@recyclens/functions/data/table-schema';
import { deployableGroups, routesWithoutHandler } from '../lib/api/api-routes.js';
import { authThrottle, preflightRouteKey } from '../lib/api/http-api.js';
import { groupProfiles, tableWriteActions } from '../lib/api/group-profiles.js';
import { logicalIdOf, prodContext, synthRecyclensApp } from './support/synth.js';

const { api, templates } = synthRecyclensApp({
  stage: 'dev',
  tenantDomains: ['https://acme.recyclens.com', 'https://globex.recyclens.com'],
  senderAddress: 'no-reply@mail.recyclens.com',
});
const template = templates.api;
const prod = synthRecyclensApp({ ...prodContext, alarmEmail: 'oncall@recyclens.com' });

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every Allow statement on a group's role (its inline default policy). */
const statementsOf = (group: (typeof endpointGroups)[number]): Statement[] => {
  const construct = api.groupFunctions.get(group);
  if (construct === undefined) throw new Error(`no ${group} function`);
  const roleId = logicalIdOf(construct.role);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    JSON.stringify(policy['Properties']['Roles']).includes(`"${roleId}"`),
  );
  return policies.flatMap((policy) => policy['Properties']['PolicyDocument']['Statement'] as Statement[]);
};
const actionsOf = (group: (typeof endpointGroups)[number]): string[] =>
  statementsOf(group).flatMap((statement) => asList(statement.Action));

describe('ApiStack functions', () => {
  const rotationId = logicalIdOf(api.signingKeyRotation);
  // The endpoint groups' functions and the two workers; the key rotation is tested on its own.
  const functions = Object.fromEntries(
    Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) => id !== rotationId),
  );

  it('has one function per group with a handler in functions/src/groups/registry.ts', () => {
    const groups = deployableGroups();
    expect(groups).toEqual(endpointGroups.filter((group) => groupEntryFiles[group] !== undefined));
    // One per group, plus the export and the assessment worker.
    expect(Object.keys(functions)).toHaveLength(groups.length + 2);
    expect([...api.groupFunctions.keys()].sort()).toEqual([...groups].sort());
  });

  it('runs large exports in a worker with 15 minutes, invoked by the packaging group only', () => {
    const worker = api.exportWorker;
    if (!worker) throw new Error('no export worker');
    const workerId = logicalIdOf(worker.function);
    expect(functions[workerId]?.['Properties']['Timeout']).toBe(900);
    const packaging =
      functions[logicalIdOf(api.groupFunctions.get('packaging')?.function ?? worker.function)];
    expect(packaging?.['Properties']['Environment']['Variables']['EXPORT_WORKER_FUNCTION']).toEqual({
      Ref: workerId,
    });
    const invokers = endpointGroups.filter((group) => actionsOf(group).includes('lambda:InvokeFunction'));
    expect(invokers).toEqual(['packaging']);
  });

  it('runs bulk assessments in a worker with 15 minutes and 4 reserved runs, started by packaging and by itself', () => {
    const worker = api.assessmentWorker;
    if (!worker) throw new Error('no assessment worker');
    const workerId = logicalIdOf(worker.function);
    expect(functions[workerId]?.['Properties']).toMatchObject({
      Timeout: 900,
      ReservedConcurrentExecutions: 4,
    });
    const packaging =
      functions[logicalIdOf(api.groupFunctions.get('packaging')?.function ?? worker.function)];
    expect(packaging?.['Properties']['Environment']['Variables']['ASSESSMENT_WORKER_FUNCTION']).toEqual({
      Ref: workerId,
    });
    const invokes = (roleId: string) =>
      Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy['Properties']['Roles']).includes(`"${roleId}"`))
        .flatMap((policy) => policy['Properties']['PolicyDocument']['Statement'] as Statement[])
        .filter((statement) => asList(statement.Action).includes('lambda:InvokeFunction'))
        .map((statement) => statement.Resource);
    expect(invokes(logicalIdOf(worker.role))).toEqual([{ 'Fn::GetAtt': [workerId, 'Arn'] }]);
    // No other function reserves concurrency: the API's groups share the account's pool.
    const reserving = Object.entries(functions).filter(
      ([, fn]) => fn['Properties']['ReservedConcurrentExecutions'],
    );
    expect(reserving.map(([id]) => id)).toEqual([workerId]);
  });

  it('runs every function on Node 24 on arm64', () => {
    for (const fn of Object.values(functions)) {
      expect(fn['Properties']).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
  });

  it('gives every function one whole vCPU (1,769 MB), which its cold start needs (docs/bundles.md)', () => {
    for (const fn of Object.values(functions)) expect(fn['Properties']['MemorySize']).toBe(1769);
  });

  it('bundles ESM (index.mjs) with the handler named `handler`', () => {
    for (const fn of Object.values(functions)) expect(fn['Properties']['Handler']).toBe('index.handler');
  });

  it('gives every function the settings functions/src/config/env.ts requires', () => {
    for (const fn of Object.values(functions)) {
      // Only the packaging group also names the workers it starts; the origin secret is for the
      // groups behind the API alone (origin-verify.test.ts); Powertools' settings are checked with
      // the observability tests.
      const variables = Object.keys(fn['Properties']['Environment']['Variables']).filter(
        (name) =>
          name !== 'EXPORT_WORKER_FUNCTION' &&
          name !== 'ASSESSMENT_WORKER_FUNCTION' &&
          name !== 'ORIGIN_VERIFY_SECRET' &&
          !name.startsWith('POWERTOOLS_'),
      );
      expect(variables.sort()).toEqual(
        [
          'ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR',
          'ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR',
          'API_PUBLIC_URL',
          'GUIDELINES_BUCKET',
          'JWT_AUDIENCE',
          'JWT_ISSUER',
          'JWT_SECRET_ARN',
          'LOG_LEVEL',
          'MAIL_FROM',
          'REPORTS_BUCKET',
          'SESSION_HOURS',
          'STAGE',
          'TABLE_NAME',
          'UPLOADS_BUCKET',
        ].sort(),
      );
      expect(fn['Properties']['Environment']['Variables']).toMatchObject({
        STAGE: 'dev',
        MAIL_FROM: 'no-reply@mail.recyclens.com',
        JWT_SECRET_ARN: { Ref: logicalIdOf(api.signingSecret) },
      });
    }
  });

  it('writes each function to a log group of its own with a retention', () => {
    template.resourcePropertiesCountIs(
      'AWS::Logs::LogGroup',
      { RetentionInDays: 90 },
      // The groups and the two workers.
      api.groupFunctions.size + 2,
    );
    for (const fn of Object.values(functions)) {
      expect(fn['Properties']['LoggingConfig']).toEqual({ LogGroup: expect.anything() });
    }
  });
});

describe('ApiStack permissions', () => {
  it("uses no AWS managed policies but CodeDeploy's own for Lambda, on CodeDeploy's roles", () => {
    for (const role of Object.values(template.findResources('AWS::IAM::Role'))) {
      const managed = role['Properties']['ManagedPolicyArns'] as unknown[] | undefined;
      if (managed === undefined) continue;
      expect(JSON.stringify(role['Properties']['AssumeRolePolicyDocument'])).toContain(
        'codedeploy.amazonaws.com',
      );
      expect(JSON.stringify(managed)).toMatch(
        /^\[\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":iam::aws:policy\/service-role\/AWSCodeDeployRoleForLambdaLimited"\]\]\}\]$/,
      );
    }
  });

  it.each(deployableGroups())(
    '%s gets table write actions only when its profile says read-write',
    (group) => {
      const actions = actionsOf(group);
      expect(actions).toEqual(
        expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']),
      );
      const writes = actions.filter((action) => (tableWriteActions as readonly string[]).includes(action));
      expect(writes.length > 0).toBe(groupProfiles[group].table === 'read-write');
    },
  );

  it('keeps the read-only groups (tenant, content) away from every table write and Scan', () => {
    for (const group of ['tenant', 'content'] as const) {
      expect(groupProfiles[group].table).toBe('read');
      const actions = actionsOf(group).filter((action) => action.startsWith('dynamodb:'));
      expect(actions.sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    }
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('dynamodb:Scan');
  });

  it('grants the table and each index by name, never a wildcard', () => {
    for (const group of deployableGroups()) {
      const resources = statementsOf(group)
        .filter((statement) => asList(statement.Action).some((action) => action.startsWith('dynamodb:')))
        .flatMap((statement) => asList(statement.Resource));
      expect(resources).toHaveLength(1 + tableSchema.globalSecondaryIndexes.length);
      expect(JSON.stringify(resources)).not.toContain('*');
    }
  });

  it('grants object actions only on the buckets and for the actions of each profile', () => {
    for (const group of deployableGroups()) {
      const s3 = statementsOf(group).filter((statement) =>
        asList(statement.Action).some((action) => action.startsWith('s3:')),
      );
      const expected = Object.entries(groupProfiles[group].buckets).filter(
        ([, actions]) => actions.length > 0,
      );
      expect(s3).toHaveLength(expected.length);
      for (const [, actions] of expected) {
        expect(s3.map((statement) => asList(statement.Action).length)).toContain(actions.length);
      }
    }
    expect(actionsOf('tenant').filter((action) => action.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(actionsOf('auth').some((action) => action.startsWith('s3:'))).toBe(false);
    // Evidence documents (issue 34 §3) are written to uploads, and a file whose document could not
    // be stored is removed again; the export worker never writes uploads.
    expect(actionsOf('packaging')).toEqual(expect.arrayContaining(['s3:PutObject', 's3:DeleteObject']));
  });

  it('lets only the mailing groups send, from the sender address only', () => {
    for (const group of deployableGroups()) {
      const sends = statementsOf(group).filter((statement) =>
        asList(statement.Action).includes('ses:SendEmail'),
      );
      expect(sends.length > 0).toBe(['auth', 'account', 'admin'].includes(group));
      for (const statement of sends) {
        expect(statement.Condition).toEqual({
          StringEquals: { 'ses:FromAddress': 'no-reply@mail.recyclens.com' },
        });
        expect(JSON.stringify(statement.Resource)).toContain(':identity/mail.recyclens.com');
      }
    }
  });

  it('lets every group read the signing secret, and nothing else of Secrets Manager', () => {
    for (const group of deployableGroups()) {
      const secret = statementsOf(group).filter((statement) =>
        asList(statement.Action).some((action) => action.startsWith('secretsmanager:')),
      );
      expect(secret).toEqual([
        expect.objectContaining({
          Action: 'secretsmanager:GetSecretValue',
          Resource: { Ref: logicalIdOf(api.signingSecret) },
        }),
      ]);
    }
  });

  it('generates the signing keys as a key document rather than taking them from anyone, and keeps them', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({
        SecretStringTemplate: JSON.stringify({ currentKid: 'initial' }),
        GenerateStringKey: 'current',
        PasswordLength: 64,
      }),
    });
    template.hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('rotates the signing keys every 30 days with our function, the only one that may write them', () => {
    template.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      SecretId: { Ref: logicalIdOf(api.signingSecret) },
      RotationLambdaARN: { 'Fn::GetAtt': [logicalIdOf(api.signingKeyRotation), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Description: Match.stringLikeRegexp('rotates the access-token signing keys'),
    });
    const writers = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy['Properties']['PolicyDocument']).includes('secretsmanager:PutSecretValue'),
    );
    expect(writers).toHaveLength(1);
    expect(JSON.stringify(writers[0]?.['Properties']['Roles'])).toContain(
      logicalIdOf(api.signingKeyRotation.role ?? api.signingKeyRotation),
    );
  });
});

describe('ApiStack routes', () => {
  const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
    (route) => route['Properties']['RouteKey'] as string,
  );

  it('has an API route for every route of the shared table whose group has a handler', () => {
    const groups = new Set(deployableGroups());
    const expected = Object.values(routes)
      .filter((route) => groups.has(route.group))
      .map(routeKeyOf);
    const missing = expected.filter((key) => !routeKeys.includes(key));
    expect(missing, `routes in shared without an API route: ${missing.join(', ')}`).toEqual([]);
    expect(routeKeys.sort()).toEqual([...expected, preflightRouteKey].sort());
  });

  it('reports the routes of groups without a handler (none are left out today)', () => {
    const skipped = routesWithoutHandler();
    for (const route of skipped) expect(groupEntryFiles[route.group]).toBeUndefined();
    // Should a group lose its handler, this names what the API no longer serves.
    expect(skipped.map((route) => route.key)).toEqual([]);
  });

  it("sends each route to its own group's `live` alias, which CodeDeploy shifts", () => {
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    const functionIdOf = (integrationId: string): string =>
      JSON.stringify(integrations[integrationId]?.['Properties']['IntegrationUri']);
    for (const route of Object.values(template.findResources('AWS::ApiGatewayV2::Route'))) {
      const key = route['Properties']['RouteKey'] as string;
      const group =
        key === preflightRouteKey
          ? 'tenant'
          : Object.values(routes).find((candidate) => routeKeyOf(candidate) === key)?.group;
      const target = route['Properties']['Target']['Fn::Join'][1][1]['Ref'] as string;
      const alias = group === undefined ? undefined : api.liveAliases.get(group);
      expect(alias).toBeDefined();
      expect(functionIdOf(target)).toBe(JSON.stringify({ Ref: logicalIdOf(alias!) }));
    }
  });

  it('uses payload format 2.0, which the handlers read (APIGatewayProxyEventV2)', () => {
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });
});

describe('ApiStack stage, CORS and alarms', () => {
  // API Gateway's CORS takes a fixed origin list: a new tenant would need a deploy (decision 022).
  it('leaves CORS to the Lambdas: no origin list in the API, every preflight to the tenant group', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'OPTIONS /{proxy+}' });
  });

  it('throttles the stage and, tighter, every auth route', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]?.['Properties'];
    expect(stage['DefaultRouteSettings']).toMatchObject({ ThrottlingRateLimit: expect.any(Number) });
    const authKeys = Object.values(routes)
      .filter((route) => route.group === 'auth')
      .map(routeKeyOf);
    expect(Object.keys(stage['RouteSettings']).sort()).toEqual(authKeys.sort());
    for (const key of authKeys) {
      expect(stage['RouteSettings'][key]).toEqual({
        ThrottlingRateLimit: authThrottle.rateLimit,
        ThrottlingBurstLimit: authThrottle.burstLimit,
      });
    }
  });

  it('writes JSON access logs with the status to a retained log group', () => {
    const stage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]?.['Properties'];
    expect(stage['AccessLogSettings']['DestinationArn']).toEqual({
      'Fn::GetAtt': [logicalIdOf(api.api.accessLogs), 'Arn'],
    });
    expect(JSON.parse(stage['AccessLogSettings']['Format'])).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
      routeKey: '$context.routeKey',
    });
  });

  it("alarms on API 5xx, API throttles (429s counted from the access log) and each Lambda's failures and throttles", () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ThrottledRequests' })],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ThrottledRequests' });
    // The workers and the key rotation run now and then: every failure of theirs pages.
    template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { MetricName: 'Errors', Namespace: 'AWS/Lambda', Threshold: 1 },
      3,
    );
    template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { MetricName: 'Throttles', Namespace: 'AWS/Lambda' },
      api.groupFunctions.size + 3,
    );
  });

  it('notifies an encrypted, TLS-only topic from every alarm, on alarm and on recovery', () => {
    const topicId = logicalIdOf(api.alarmTopic);
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    // API 5xx rate, p99 and throttles; each group's error rate, p99 and throttles; errors and
    // throttles of the two workers and the rotation; the two failure queues; the table's reads,
    // writes and system errors; SES bounces and complaints.
    expect(alarms.length).toBe(3 + 3 * api.groupFunctions.size + 2 * 3 + 2 + 3 + 2);
    for (const alarm of alarms) {
      expect(alarm['Properties']['AlarmActions']).toEqual([{ Ref: topicId }]);
      expect(alarm['Properties']['OKActions']).toEqual([{ Ref: topicId }]);
    }
    // No alarmEmail configured in this stage: nobody is subscribed behind the operator's back.
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('subscribes the configured alarm address', () => {
    prod.templates.api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@recyclens.com',
    });
  });

  it('outputs what the tenant CLI needs', () => {
    expect(Object.keys(template.findOutputs('*'))).toEqual(
      expect.arrayContaining(['ApiUrl', 'JwtSecretArn', 'MailFrom', 'AlarmTopicArn']),
    );
  });
});

describe('ApiStack observability', () => {
  const functions = template.findResources('AWS::Lambda::Function');

  it('traces every function with X-Ray, the key rotation included', () => {
    expect(Object.keys(functions).length).toBeGreaterThan(3);
    for (const fn of Object.values(functions)) {
      expect(fn['Properties']['TracingConfig']).toEqual({ Mode: 'Active' });
    }
  });

  it("names each function's Powertools service, samples debug logs per stage and sets the metric namespace", () => {
    const settingsOf = (fn: { function: unknown }) =>
      functions[logicalIdOf(fn.function as never)]?.['Properties']['Environment']['Variables'];
    for (const [group, construct] of api.groupFunctions) {
      expect(settingsOf(construct)).toMatchObject({
        POWERTOOLS_SERVICE_NAME: group,
        POWERTOOLS_METRICS_NAMESPACE: 'Recyclens',
        POWERTOOLS_LOGGER_SAMPLE_RATE: '0.1',
      });
    }
    if (!api.exportWorker) throw new Error('no export worker');
    expect(settingsOf(api.exportWorker)).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'export-worker' });
    const prodFunctions = Object.values(prod.templates.api.findResources('AWS::Lambda::Function'));
    const prodRates = prodFunctions
      .map((fn) => fn['Properties']['Environment']?.['Variables']?.['POWERTOOLS_LOGGER_SAMPLE_RATE'])
      .filter((rate) => rate !== undefined);
    expect(new Set(prodRates)).toEqual(new Set(['0']));
  });

  /** The dashboard's widgets, with the functions' names (references) left as REF. */
  const dashboardWidgets = () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const [, parts] = dashboards[0]?.['Properties']['DashboardBody']['Fn::Join'] as [string, unknown[]];
    const body = JSON.parse(parts.map((part) => (typeof part === 'string' ? part : 'REF')).join('')) as {
      widgets: { properties: { title?: string; metrics?: unknown[][] } }[];
    };
    return body.widgets.map(({ properties }) => ({
      title: properties.title ?? '',
      // Each line of a chart: Lambda's metrics as written, our SEARCH expressions as their text.
      metrics: (properties.metrics ?? []).map((line) =>
        line
          .map((part) =>
            typeof part === 'object' && part !== null && 'expression' in part
              ? String(part.expression)
              : JSON.stringify(part),
          )
          .join(' '),
      ),
    }));
  };

  it('has a dashboard with latency p50/p99, errors, throttles and cold starts per function, and the product metrics', () => {
    const widgets = dashboardWidgets();
    const widget = (title: string) => {
      const found = widgets.find((candidate) => candidate.title === title);
      if (!found) throw new Error(`no widget "${title}"`);
      return found.metrics.join('\n');
    };
    for (const name of [...api.groupFunctions.keys(), 'export-worker', 'assessment-worker']) {
      const latency = widget(`${name}: latency p50 / p99 (ms)`);
      expect(latency).toContain('"Duration"');
      expect(latency).toContain('"stat":"p50"');
      expect(latency).toContain('"stat":"p99"');
      expect(widget(`${name}: errors`)).toContain('"Errors"');
      expect(widget(`${name}: throttles`)).toContain('"Throttles"');
      expect(widget(`${name}: cold starts`)).toContain(`MetricName="ColdStart" stage="dev" group="${name}"`);
    }
    const all = widgets.flatMap(({ metrics }) => metrics).join('\n');
    for (const metric of [
      'LoginSucceeded',
      'LoginFailed',
      'LoginThrottled',
      'SignUp',
      'MailSent',
      'MailFailed',
      'Assessment',
      'ImportRows',
      'ImportRefusedRows',
      'ExportDuration',
      'ExportPackages',
      'ClientError',
      'ServerError',
    ]) {
      expect(all).toContain(`Namespace="Recyclens" MetricName="${metric}" stage="dev"`);
    }
  });
});
