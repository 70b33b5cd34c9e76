import { LogFormatter, LogItem } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { redact } from './redact';

/**
 * Powertools' standard keys (level, timestamp, service, cold start, sampling rate, X-Ray trace id),
 * then every key a caller passed, through our redaction: whatever is logged, no secret reaches
 * CloudWatch. (Powertools' own formatter is not exported, so its keys are repeated here.)
 */
export class RedactingLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: attributes.lambdaContext?.coldStart,
        function_name: attributes.lambdaContext?.functionName,
        function_request_id: attributes.lambdaContext?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes(redact(additional) as LogAttributes);
  }
}
