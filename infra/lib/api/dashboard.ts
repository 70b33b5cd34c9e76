import { Duration } from 'aws-cdk-lib';
import {
  Dashboard,
  GraphWidget,
  MathExpression,
  TextWidget,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

export interface ApiDashboardProps {
  readonly stage: string;
  /** Each function to chart, by the name its metrics carry (the group, or e.g. 'export-worker'). */
  readonly functions: ReadonlyMap<string, IFunction>;
}

/** The namespace functions/src/observability/metrics.ts writes its EMF metrics to. */
export const metricsNamespace = 'Recyclens';
const period = Duration.minutes(5);

/**
 * The stage's one page for an operator (docs/deploy.md): per function its latency, errors,
 * throttles and cold starts, then the product's own metrics. Our EMF metrics carry varying
 * dimensions (route, methodology, …), so they are charted by SEARCH: a new route or grade shows
 * up without a deploy.
 */
export class ApiDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ApiDashboardProps) {
    super(scope, id);
    const { stage } = props;
    const search = (metricName: string, statistic: string, extra = '', label = metricName) =>
      new MathExpression({
        expression: `SEARCH('Namespace="${metricsNamespace}" MetricName="${metricName}" stage="${stage}"${extra}', '${statistic}', ${period.toSeconds()})`,
        label,
        period,
        usingMetrics: {},
      });
    // One line for a metric whatever its dimension sets: the sum of every series SEARCH finds.
    const total = (metricName: string, extra = '') =>
      new MathExpression({
        expression: `SUM(SEARCH('Namespace="${metricsNamespace}" MetricName="${metricName}" stage="${stage}"${extra}', 'Sum', ${period.toSeconds()}))`,
        label: metricName,
        period,
        usingMetrics: {},
      });
    const graph = (title: string, left: IMetric[], width = 8) =>
      new GraphWidget({ title, left, width, height: 6 });

    const functionRows: IWidget[][] = [...props.functions].map(([name, fn]) => [
      graph(
        `${name}: latency p50 / p99 (ms)`,
        [
          fn.metricDuration({ period, statistic: 'p50', label: 'p50' }),
          fn.metricDuration({ period, statistic: 'p99', label: 'p99' }),
        ],
        6,
      ),
      graph(`${name}: errors`, [fn.metricErrors({ period, statistic: 'Sum' })], 6),
      graph(`${name}: throttles`, [fn.metricThrottles({ period, statistic: 'Sum' })], 6),
      graph(`${name}: cold starts`, [total('ColdStart', ` group="${name}"`)], 6),
    ]);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `recyclens-${stage}`,
      defaultInterval: Duration.hours(3),
      widgets: [
        [
          new TextWidget({
            markdown: `# Recyclens ${stage}\nPer function: Lambda's own metrics. Below: the product's metrics (namespace \`${metricsNamespace}\`, docs/deploy.md).`,
            width: 24,
            height: 2,
          }),
        ],
        ...functionRows,
        [
          graph('Logins', [total('LoginSucceeded'), total('LoginFailed'), total('LoginThrottled')]),
          graph('Sign-ups', [total('SignUp')]),
          graph('Mails sent / failed (by template)', [
            search('MailSent', 'Sum', '', 'sent'),
            search('MailFailed', 'Sum', '', 'failed'),
          ]),
        ],
        [
          graph('Assessments by methodology and grade', [search('Assessment', 'Sum')]),
          graph('Imports: rows imported / refused', [total('ImportRows'), total('ImportRefusedRows')]),
          graph('Exports: duration p50 / p99 (ms), packages', [
            search('ExportDuration', 'p50', '', 'p50'),
            search('ExportDuration', 'p99', '', 'p99'),
            total('ExportPackages'),
          ]),
        ],
        [
          graph('4xx answers per route', [search('ClientError', 'Sum')], 12),
          graph('5xx answers per route', [search('ServerError', 'Sum')], 12),
        ],
      ],
    });
  }
}
