import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { EndpointGroup } from '@recyclens/shared';
import type { BucketPurpose } from '@recyclens/functions/data/table-schema';
import { AlarmTopic } from './api/alarm-topic.js';
import { ApiAlarms } from './api/api-alarms.js';
import { ApiDashboard } from './api/dashboard.js';
import { deployableGroups, deployableRoutes, routesWithoutHandler } from './api/api-routes.js';
import { GroupFunction, sesConfigurationSetArn, sesIdentityArn } from './api/group-function.js';
import {
  assessmentWorkerEntry,
  assessmentWorkerProfile,
  exportWorkerEntry,
  exportWorkerProfile,
  groupProfiles,
} from './api/group-profiles.js';
import { ProductApi } from './api/http-api.js';
import { createSigningSecret } from './api/signing-secret.js';
import { logSampleRateOf, senderDomainOf, type StageConfig } from './config.js';
import { mailConfigurationSetName } from './naming.js';

export interface ApiStackProps extends StackProps {
  readonly config: Pick<
    StageConfig,
    'stage' | 'tenantDomains' | 'senderAddress' | 'alarmEmail' | 'samLocal' | 'logSampleRate'
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
  readonly exportWorker: GroupFunction | undefined;
  readonly assessmentWorker: GroupFunction | undefined;
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
      // Powertools (functions/src/observability): one metric namespace for the product.
      POWERTOOLS_METRICS_NAMESPACE: 'Recyclens',
      POWERTOOLS_LOGGER_SAMPLE_RATE: String(logSampleRateOf(config)),
    };

    const groupFunctions = new Map<EndpointGroup, GroupFunction>();
    for (const group of deployableGroups()) {
      groupFunctions.set(
        group,
        new GroupFunction(this, `${capitalize(group)}Group`, {
          group,
          profile: groupProfiles[group],
          table: props.table,
          buckets: props.buckets,
          signingSecret: this.signingSecret,
          mail,
          environment,
          ...(config.samLocal ? { samLocal: true } : {}),
        }),
      );
    }
    this.groupFunctions = groupFunctions;

    // Large exports run in their own invocation, started asynchronously by the packaging group.
    const packaging = groupFunctions.get('packaging');
    this.exportWorker = undefined;
    if (packaging) {
      const worker = new GroupFunction(this, 'ExportWorker', {
        group: 'packaging',
        entry: exportWorkerEntry,
        description: 'Recyclens export worker',
        serviceName: 'export-worker',
        profile: exportWorkerProfile,
        table: props.table,
        buckets: props.buckets,
        signingSecret: this.signingSecret,
        mail,
        environment,
        ...(config.samLocal ? { samLocal: true } : {}),
      });
      // The function itself only: grantInvoke would add every version and alias (`:*`).
      packaging.role.addToPolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [worker.function.functionArn] }),
      );
      // Under `sam local` exports run in the packaging function itself, as under `npm run dev`.
      if (!config.samLocal)
        packaging.function.addEnvironment('EXPORT_WORKER_FUNCTION', worker.function.functionName);
      this.exportWorker = worker;
    }
    // Bulk assessments run in a worker of their own with reserved concurrency (decision 015).
    this.assessmentWorker = undefined;
    if (packaging) {
      const worker = new GroupFunction(this, 'AssessmentWorker', {
        group: 'packaging',
        entry: assessmentWorkerEntry,
        description: 'Recyclens bulk assessment worker',
        serviceName: 'assessment-worker',
        profile: assessmentWorkerProfile,
        table: props.table,
        buckets: props.buckets,
        signingSecret: this.signingSecret,
        mail,
        environment,
        ...(config.samLocal ? { samLocal: true } : {}),
      });
      packaging.role.addToPolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [worker.function.functionArn] }),
      );
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
      if (!config.samLocal)
        packaging.function.addEnvironment('ASSESSMENT_WORKER_FUNCTION', worker.function.functionName);
      this.assessmentWorker = worker;
    }
    const workers = [this.exportWorker, this.assessmentWorker].filter(
      (worker): worker is GroupFunction => worker !== undefined,
    );
    const handlers = new Map<EndpointGroup, IFunction>(
      [...groupFunctions].map(([group, construct]) => [group, construct.function]),
    );

    this.api = new ProductApi(this, 'Api', {
      stage: config.stage,
      routes: deployableRoutes(),
      handlers,
      allowedOrigins: config.tenantDomains,
    });
    const allFunctions = [...groupFunctions.values(), ...workers];
    // Links to files the API serves (logos, pictures) point at the API itself.
    for (const construct of allFunctions) construct.function.addEnvironment('API_PUBLIC_URL', this.api.url);

    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', {
      stage: config.stage,
      ...(config.alarmEmail === undefined ? {} : { email: config.alarmEmail }),
    }).topic;
    new ApiAlarms(this, 'Alarms', {
      stage: config.stage,
      topic: this.alarmTopic,
      api: this.api,
      functions: new Map<string, IFunction>([
        ...handlers,
        ...(this.exportWorker ? ([['export-worker', this.exportWorker.function]] as const) : []),
        ...(this.assessmentWorker ? ([['assessment-worker', this.assessmentWorker.function]] as const) : []),
        ['signing-key-rotation', this.signingKeyRotation],
      ]),
    });

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
