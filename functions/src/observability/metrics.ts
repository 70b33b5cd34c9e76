import { AsyncLocalStorage } from 'node:async_hooks';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * Business and request metrics, written as CloudWatch embedded metric format (EMF) log lines:
 * CloudWatch turns them into metrics, with no API call from the function. Services record through
 * here and never import Powertools. Within an invocation (`withMetrics`) the records are kept and
 * flushed once at its end, each with the function's group, the stage and the route; elsewhere
 * (scripts) they are flushed at once. Every dimension has few values: never a user id. Ids an
 * operator filters by in Logs Insights (the tenant) go in as metadata: on the line, not a dimension.
 */
const NAMESPACE = 'Recyclens';

export type MetricName =
  | 'LoginSucceeded'
  | 'LoginFailed'
  | 'LoginThrottled'
  | 'SignUp'
  | 'MailSent'
  | 'MailFailed'
  | 'Assessment'
  | 'ImportRows'
  | 'ImportRefusedRows'
  | 'ExportDuration'
  | 'ExportPackages'
  | 'ClientError'
  | 'ServerError';

type Unit = 'Count' | 'Milliseconds' | 'Bytes';
export type MetricDimensions = Record<string, string>;

interface MetricRecord {
  name: MetricName;
  unit: Unit;
  value: number;
  dimensions: MetricDimensions;
  metadata: MetricDimensions;
}

interface InvocationScope {
  group: string;
  route: string | undefined;
  records: MetricRecord[];
}

const scopes = new AsyncLocalStorage<InvocationScope>();

export type MetricSink = (emfLine: string) => void;
let sink: MetricSink | undefined;
/**
 * Where EMF lines go instead of Powertools' stdout (which `POWERTOOLS_METRICS_DISABLED` or
 * `POWERTOOLS_DEV` silence): tests capture them here to parse them.
 */
export const setMetricSink = (next: MetricSink | undefined): void => {
  sink = next;
};

const stage = () => process.env.STAGE ?? 'local';

const metricsOf = (group: string) =>
  new Metrics({ namespace: NAMESPACE, serviceName: group, defaultDimensions: { stage: stage(), group } });

const flush = (group: string, records: readonly MetricRecord[]) => {
  // One EMF line per dimension set: CloudWatch applies a line's dimensions to all its metrics.
  const bySet = new Map<string, MetricRecord[]>();
  for (const record of records) {
    const key = JSON.stringify([
      Object.entries(record.dimensions).sort(),
      Object.entries(record.metadata).sort(),
    ]);
    bySet.set(key, [...(bySet.get(key) ?? []), record]);
  }
  for (const set of bySet.values()) {
    const metrics = metricsOf(group);
    metrics.addDimensions(set[0]?.dimensions ?? {});
    for (const [key, value] of Object.entries(set[0]?.metadata ?? {})) metrics.addMetadata(key, value);
    // Counts are summed, so a long run (the bulk assessment worker) writes one value per count
    // instead of thousands (EMF takes at most 100 values per metric and line).
    const counts = new Map<MetricName, number>();
    for (const { name, unit, value } of set) {
      if (unit === 'Count') counts.set(name, (counts.get(name) ?? 0) + value);
      else metrics.addMetric(name, MetricUnit[unit], value);
    }
    for (const [name, total] of counts) metrics.addMetric(name, MetricUnit.Count, total);
    if (sink) {
      sink(JSON.stringify(metrics.serializeMetrics()));
      metrics.clearMetrics();
    } else metrics.publishStoredMetrics();
  }
};

/** Records one value; the invocation's route joins the given dimensions. */
export const recordMetric = (
  name: MetricName,
  value: number,
  unit: Unit = 'Count',
  dimensions: MetricDimensions = {},
  metadata: MetricDimensions = {},
): void => {
  const scope = scopes.getStore();
  if (!scope) {
    flush(process.env.POWERTOOLS_SERVICE_NAME ?? 'recyclens', [{ name, unit, value, dimensions, metadata }]);
    return;
  }
  const withRoute = scope.route ? { route: scope.route, ...dimensions } : dimensions;
  scope.records.push({ name, unit, value, dimensions: withRoute, metadata });
};

export const countMetric = (
  name: MetricName,
  dimensions: MetricDimensions = {},
  metadata: MetricDimensions = {},
): void => recordMetric(name, 1, 'Count', dimensions, metadata);

/** Names the route the current invocation serves, once the chain has resolved it. */
export const setMetricRoute = (route: string): void => {
  const scope = scopes.getStore();
  if (scope) scope.route = route;
};

// One per function for the life of the process: Powertools keeps the cold start on the instance.
const coldStartMetrics = new Map<string, Metrics>();

/**
 * Powertools' `ColdStart` metric for the invocation's function: on the first invocation of a
 * process started on demand, one line of its own at once, with the function's group and stage.
 */
export const captureColdStartMetric = (): void => {
  const scope = scopes.getStore();
  if (!scope) return;
  const metrics = coldStartMetrics.get(scope.group) ?? metricsOf(scope.group);
  coldStartMetrics.set(scope.group, metrics);
  metrics.captureColdStartMetric();
};

/** Runs one invocation of a group's function and flushes what it recorded, even when it fails. */
export const withMetrics = async <T>(group: string, run: () => Promise<T>): Promise<T> => {
  const scope: InvocationScope = { group, route: undefined, records: [] };
  try {
    return await scopes.run(scope, run);
  } finally {
    flush(group, scope.records);
  }
};
