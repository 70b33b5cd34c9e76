import { join } from 'node:path';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal, type CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledgeObjectWildcards, acknowledgeWildcards } from '../nag.js';
import type { EndpointGroup } from '@recyclens/shared';
import { bucketPurposes, tableSchema, type BucketPurpose } from '@recyclens/functions/data/table-schema';
import { functionsSourceDir } from '../paths.js';
import { entryFileOf } from './api-routes.js';
import { lambdaCode, lambdaHandler } from './bundling.js';
import { objectActions, tableReadActions, tableWriteActions, type GroupProfile } from './group-profiles.js';
import { samLocalSettings } from './sam-local.js';

export interface GroupFunctionProps {
  readonly group: EndpointGroup;
  /** Another entry of the group's code (e.g. its job worker), relative to functions/src. */
  readonly entry?: string;
  readonly description?: string;
  readonly profile: GroupProfile;
  readonly table: ITableV2;
  readonly buckets: Readonly<Record<BucketPurpose, IBucket>>;
  readonly signingSecret: ISecret;
  /** The verified SES identity and configuration set the mailing groups may send through. */
  readonly mail: {
    readonly identityArn: string;
    readonly configurationSetArn: string;
    readonly from: string;
  };
  /** The logs' and metrics' service name; the group's name unless a worker names itself. */
  readonly serviceName?: string;
  /** Settings every group reads (functions/src/config/env.ts), besides the resource names. */
  readonly environment: Readonly<Record<string, string>>;
  /** The `sam local` flavour: declare every setting, for SAM's env-vars file (sam-local.ts). */
  readonly samLocal?: boolean;
}

/** Lambda's own runtime, the one docs/architecture.md#shape fixes. */
export const lambdaRuntime = Runtime.NODEJS_24_X;

/**
 * One endpoint group's Lambda: its bundle, its log group and a role that holds exactly what
 * the group's profile names — no managed policies, no table or bucket it does not use.
 */
export class GroupFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id);
    const { group, profile } = props;

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      // Logs outlive a torn-down API stack for the incident that caused the teardown.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // A role of our own instead of AWSLambdaBasicExecutionRole, which may write to any log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Recyclens ${group} group Lambda`,
    });
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );

    this.function = new LambdaFunction(this, 'Function', {
      code: lambdaCode(
        join(functionsSourceDir, props.entry ?? entryFileOf(group)),
        profile.nodeModules,
        profile.files,
      ),
      handler: lambdaHandler,
      runtime: lambdaRuntime,
      architecture: Architecture.ARM_64,
      memorySize: profile.memoryMb,
      timeout: profile.timeout,
      ...(profile.reservedConcurrency === undefined
        ? {}
        : { reservedConcurrentExecutions: profile.reservedConcurrency }),
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray traces every invocation: the segments of the AWS calls and our own subsegments.
      tracing: Tracing.ACTIVE,
      description: props.description ?? `Recyclens ${group} endpoints`,
      environment: {
        ...(props.samLocal ? samLocalSettings() : {}),
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.serviceName ?? group,
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: props.buckets.uploads.bucketName,
        GUIDELINES_BUCKET: props.buckets.guidelines.bucketName,
        REPORTS_BUCKET: props.buckets.reports.bucketName,
        // Under `sam local` the keys come from JWT_KEYS in the env-vars file, not from AWS.
        ...(props.samLocal ? {} : { JWT_SECRET_ARN: props.signingSecret.secretArn }),
      },
    });

    this.grantTable(props.table, profile);
    this.grantBuckets(props.buckets, profile);
    // Every group verifies access tokens; auth also signs them.
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [props.signingSecret.secretArn],
      }),
    );
    if (profile.sendsMail) this.grantMail(props.mail);
    this.acknowledgeNagFindings();
  }

  private grantTable(table: ITableV2, profile: GroupProfile): void {
    const actions =
      profile.table === 'read' ? [...tableReadActions] : [...tableReadActions, ...tableWriteActions];
    // Each index by name rather than `index/*`: a new index is a deliberate grant too.
    const indexes = tableSchema.globalSecondaryIndexes.map(
      (index) => `${table.tableArn}/index/${index.indexName}`,
    );
    this.role.addToPolicy(new PolicyStatement({ actions, resources: [table.tableArn, ...indexes] }));
  }

  private grantBuckets(buckets: Readonly<Record<BucketPurpose, IBucket>>, profile: GroupProfile): void {
    for (const purpose of bucketPurposes) {
      const actions = profile.buckets[purpose];
      if (actions === undefined || actions.length === 0) continue;
      this.role.addToPolicy(
        new PolicyStatement({
          actions: actions.map((action) => objectActions[action]),
          resources: [buckets[purpose].arnForObjects('*')],
        }),
      );
    }
  }

  private grantMail(mail: GroupFunctionProps['mail']): void {
    this.role.addToPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [mail.identityArn, mail.configurationSetArn],
        // Only our sender address, whatever display name the tenant's mail carries.
        conditions: { StringEquals: { 'ses:FromAddress': mail.from } },
      }),
    );
  }

  private acknowledgeNagFindings(): void {
    const policy = this.role.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
    if (policy === undefined) return;
    acknowledgeObjectWildcards(
      policy as CfnPolicy,
      Object.values(objectActions),
      "Object keys are per tenant and per user, created at run time, so object access is granted on the objects of the named bucket only, for the actions this group's profile lists (group-profiles.ts).",
    );
    acknowledgeWildcards(
      policy as CfnPolicy,
      'Active tracing sends trace segments to X-Ray; xray:PutTraceSegments and xray:PutTelemetryRecords have no resource to name.',
      (statement) => [statement.Action ?? []].flat().every((action) => action.startsWith('xray:')),
    );
  }
}

/** The ARN SES checks a send against: the verified domain identity. */
export const sesIdentityArn = (scope: Construct, domain: string): string =>
  Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: domain });

export const sesConfigurationSetArn = (scope: Construct, name: string): string =>
  Stack.of(scope).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: name });
