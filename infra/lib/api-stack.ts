import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Alias, Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
  ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR,
  type EndpointGroup,
} from '@recyclens/shared';
import type { BucketPurpose } from '@recyclens/functions/data/table-schema';
import { AlarmTopic } from './api/alarm-topic.js';
import { ApiAlarms, type ApiFunction } from './api/api-alarms.js';
import { MonthlyBudget } from './api/budget.js';
import { createLiveAlias, GradualDeployments } from './api/deployment.js';
import { FailureQueue } from './api/failure-queue.js';
import { MailAlarms } from './api/mail-alarms.js';
import { TableAlarms } from './api/table-alarms.js';
import { ApiDashboard } from './api/dashboard.js';
import { deployableGroups, deployableRoutes, routesWithoutHandler } from './api/api-routes.js';
import {
  GroupFunction,
  sesConfigurationSetArn,
  sesIdentityArn,
  type GroupFunctionProps,
} from './api/group-function.js';
import {
  assessmentWorkerEntry,
  assessmentWorkerProfile,
  exportWorkerEntry,
  exportWorkerProfile,
  groupProfiles,
} from './api/group-profiles.js';
import { ProductApi } from './api/http-api.js';
import { ApiOriginName } from './api/origin-domain.js';
import { createOriginVerifySecret } from './api/origin-verify-secret.js';
import { createSigningSecret } from './api/signing-secret.js';
import { apiThroughCdnOf, logSampleRateOf, senderDomainOf, type StageConfig } from './config.js';
import { mailConfigurationSetName } from './naming.js';

export interface ApiStackProps extends StackProps {
  readonly config: Pick<
    StageConfig,
    | 'stage'
    | 'senderAddress'
    | 'alarmEmail'
    | 'samLocal'
    | 'apiThroughCdn'
    | 'apiOriginDomain'
    | 'apiCertificateArn'
    | 'hostedZone'
    | 'trafficShifting'
    | 'monthlyBudgetUsd'
    | 'logSampleRate'
    | 'accountMailRequestsPerIpPerHour'
    | 'accountMailsPerAddressPerHour'
  >;
  readonly table: ITableV2;
  readonly buckets: Readonly<Record<BucketPurpose, IBucket>>;
}

/** Who issues the tokens; per stage, so a token of one stage is refused by another. */
export const jwtIssuerOf = (stage: string): string => `recyclens-${stage}`;
export const jwtAudience = 'recyclens-web';
export const sessionHours = 12;

/**
 * The HTTP API and one Lambda per endpoint group, both derived from the shared route table:
 * a new route needs no edit here, a new group only its entry in functions' registry and a
 * profile in group-profiles.ts.
 */
export class ApiStack extends Stack {
  readonly api: ProductApi;
  readonly signingSecret: Secret;
  /** Secrets Manager's rotation function for the signing keys. */
  readonly signingKeyRotation: LambdaFunction;
  readonly alarmTopic: Topic;
  readonly groupFunctions: ReadonlyMap<EndpointGroup, GroupFunction>;
  /** What the API invokes: each group's `live` alias, shifted by CodeDeploy. */
  readonly liveAliases: ReadonlyMap<EndpointGroup, Alias>;
  readonly deployments: GradualDeployments;
  readonly failureQueues: readonly FailureQueue[];
  readonly exportWorker: GroupFunction | undefined;
  readonly assessmentWorker: GroupFunction | undefined;
  /** What CloudFront must send for the API to answer; none where the SPA calls the API directly. */
  readonly originVerifySecret: Secret | undefined;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;

    const signing = createSigningSecret(this, 'JwtSigningSecret', config.stage, sessionHours);
    this.signingSecret = signing.secret;
    this.signingKeyRotation = signing.rotation;

    const mail = {
      identityArn: sesIdentityArn(this, senderDomainOf(config)),
      configurationSetArn: sesConfigurationSetArn(this, mailConfigurationSetName(config.stage)),
      from: config.senderAddress,
    };
    const environment = {
      STAGE: config.stage,
      LOG_LEVEL: 'info',
      MAIL_FROM: config.senderAddress,
      JWT_ISSUER: jwtIssuerOf(config.stage),
      JWT_AUDIENCE: jwtAudience,
      SESSION_HOURS: String(sessionHours),
      ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR: String(
        config.accountMailRequestsPerIpPerHour ?? ACCOUNT_MAIL_REQUESTS_PER_IP_PER_HOUR,
      ),
      ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: String(
        config.accountMailsPerAddressPerHour ?? ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR,
      ),
      // Powertools (functions/src/observability): one metric namespace for the product.
      POWERTOOLS_METRICS_NAMESPACE: 'Recyclens',
      POWERTOOLS_LOGGER_SAMPLE_RATE: String(logSampleRateOf(config)),
    };

    // What every function gets: the table, the buckets, the signing keys, mail and the settings.
    const resources = {
      table: props.table,
      buckets: props.buckets,
      signingSecret: this.signingSecret,
      mail,
      environment,
      ...(config.samLocal ? { samLocal: true } : {}),
    };
    const groupFunctions = new Map<EndpointGroup, GroupFunction>();
    for (const group of deployableGroups()) {
      groupFunctions.set(
        group,
        new GroupFunction(this, `${capitalize(group)}Group`, {
          group,
          profile: groupProfiles[group],
          ...resources,
        }),
      );
    }
    this.groupFunctions = groupFunctions;

    const packaging = groupFunctions.get('packaging');
    /**
     * A worker the packaging group starts asynchronously, named to it by `variable`. Under
     * `sam local` the work runs in the packaging function itself, as under `npm run dev`.
     */
    const packagingWorker = (
      group: GroupFunction,
      id: string,
      variable: string,
      worker: Pick<GroupFunctionProps, 'entry' | 'description' | 'serviceName' | 'profile'>,
    ) => {
      const made = new GroupFunction(this, id, { group: 'packaging', ...worker, ...resources });
      // The function itself only: grantInvoke would add every version and alias (`:*`).
      group.role.addToPolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [made.function.functionArn] }),
      );
      if (!config.samLocal) group.function.addEnvironment(variable, made.function.functionName);
      return made;
    };
    // Large exports run in their own invocation, started asynchronously by the packaging group.
    this.exportWorker = packaging
      ? packagingWorker(packaging, 'ExportWorker', 'EXPORT_WORKER_FUNCTION', {
          entry: exportWorkerEntry,
          description: 'Recyclens export worker',
          serviceName: 'export-worker',
          profile: exportWorkerProfile,
        })
      : undefined;
    // Bulk assessments run in a worker of their own with reserved concurrency (decision 015).
    this.assessmentWorker = undefined;
    if (packaging) {
      const worker = packagingWorker(packaging, 'AssessmentWorker', 'ASSESSMENT_WORKER_FUNCTION', {
        entry: assessmentWorkerEntry,
        description: 'Recyclens bulk assessment worker',
        serviceName: 'assessment-worker',
        profile: assessmentWorkerProfile,
      });
      // It hands on to itself before its 15 minutes end. A policy of its own: in the role's
      // default policy, which the function depends on, its own ARN would be a cycle.
      new Policy(this, 'AssessmentWorkerHandOn', {
        roles: [worker.role],
        statements: [
          new PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: [worker.function.functionArn],
          }),
        ],
      });
      this.assessmentWorker = worker;
    }
    const workers = [this.exportWorker, this.assessmentWorker].filter(
      (worker): worker is GroupFunction => worker !== undefined,
    );
    const liveAliases = new Map<EndpointGroup, Alias>(
      [...groupFunctions].map(([group, construct]) => [group, createLiveAlias(construct.function)]),
    );
    this.liveAliases = liveAliases;
    const handlers = new Map<EndpointGroup, IFunction>(liveAliases);

    const originName =
      config.apiOriginDomain === undefined
        ? undefined
        : new ApiOriginName(this, 'ApiOriginName', { domainName: config.apiOriginDomain, config });
    this.api = new ProductApi(this, 'Api', {
      stage: config.stage,
      routes: deployableRoutes(),
      handlers,
      // Public and light: a preflight needs no session, only the tenant lookup.
      preflightGroup: 'tenant',
      ...(originName === undefined ? {} : { originDomain: originName.origin }),
    });
    if (originName !== undefined && this.api.originDomain !== undefined) {
      originName.pointAt(this.api.originDomain);
      new CfnOutput(this, 'ApiOriginTarget', {
        value: this.api.originDomain.regionalDomainName,
        description: `Where a CNAME for ${config.apiOriginDomain ?? ''} points, if its zone is not the stage's`,
      });
    }
    const allFunctions = [...groupFunctions.values(), ...workers];
    // Links to files the API serves (logos, pictures) point at the API itself.
    for (const construct of allFunctions) construct.function.addEnvironment('API_PUBLIC_URL', this.api.url);

    // Only where CloudFront fronts the API (decision 022); `sam local` has no CloudFront.
    this.originVerifySecret =
      apiThroughCdnOf(config) && !config.samLocal
        ? createOriginVerifySecret(this, 'OriginVerifySecret', config.stage)
        : undefined;
    if (this.originVerifySecret !== undefined) {
      // The workers are invoked directly, never through the API: only the groups check it.
      const expected = this.originVerifySecret.secretValue.unsafeUnwrap();
      for (const construct of groupFunctions.values()) {
        construct.function.addEnvironment('ORIGIN_VERIFY_SECRET', expected);
      }
    }

    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', {
      stage: config.stage,
      ...(config.alarmEmail === undefined ? {} : { email: config.alarmEmail }),
    }).topic;
    const alarms = new ApiAlarms(this, 'Alarms', {
      stage: config.stage,
      topic: this.alarmTopic,
      api: this.api,
      apiFunctions: new Map<string, ApiFunction>(
        [...liveAliases].map(([group, alias]) => [
          group,
          { handler: alias, timeout: groupProfiles[group].timeout },
        ]),
      ),
      backgroundFunctions: new Map<string, IFunction>([
        ...(this.exportWorker ? ([['export-worker', this.exportWorker.function]] as const) : []),
        ...(this.assessmentWorker ? ([['assessment-worker', this.assessmentWorker.function]] as const) : []),
        ['signing-key-rotation', this.signingKeyRotation],
      ]),
    });
    this.deployments = new GradualDeployments(this, 'Deployments', {
      stage: config.stage,
      trafficShifting: config.trafficShifting ?? 'all-at-once',
    });
    for (const [group, alias] of liveAliases) {
      this.deployments.add(capitalize(group), alias, alarms.alarmsOf(group));
    }
    this.failureQueues = [
      ...(this.exportWorker ? [['ExportWorkerFailures', 'export-worker', this.exportWorker] as const] : []),
      ...(this.assessmentWorker
        ? [['AssessmentWorkerFailures', 'assessment-worker', this.assessmentWorker] as const]
        : []),
    ].map(
      ([id, name, worker]) =>
        new FailureQueue(this, id, { worker: worker.function, name, topic: this.alarmTopic }),
    );
    new TableAlarms(this, 'TableAlarms', { table: props.table, topic: this.alarmTopic });
    new MailAlarms(this, 'MailAlarms', { topic: this.alarmTopic });
    if (config.monthlyBudgetUsd !== undefined) {
      new MonthlyBudget(this, 'Budget', {
        stage: config.stage,
        amountUsd: config.monthlyBudgetUsd,
        topic: this.alarmTopic,
      });
    }

    this.dashboard = new ApiDashboard(this, 'Dashboard', {
      stage: config.stage,
      functions: new Map<string, IFunction>([
        ...handlers,
        ...(this.exportWorker ? ([['export-worker', this.exportWorker.function]] as const) : []),
        ...(this.assessmentWorker ? ([['assessment-worker', this.assessmentWorker.function]] as const) : []),
      ]),
    }).dashboard;

    const missing = routesWithoutHandler();
    if (missing.length > 0) {
      Annotations.of(this).addWarningV2(
        'recyclens:routes-without-handler',
        `Not deployed, their group has no handler in functions/src/groups/registry.ts: ${missing.map((route) => `${route.key} (${route.group})`).join(', ')}`,
      );
    }

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'JwtSecretArn', {
      value: this.signingSecret.secretArn,
      description: 'JWT_SECRET_ARN for the tenant CLI',
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.alarmTopic.topicArn,
      description: 'Subscribe on-call channels here',
    });
    new CfnOutput(this, 'MailFrom', {
      value: config.senderAddress,
      description: 'MAIL_FROM for the tenant CLI',
    });
  }
}

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
