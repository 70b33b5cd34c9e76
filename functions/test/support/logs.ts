/** Every log line the function code wrote during this test file (see setup-file.ts). */
export const capturedLogLines: string[] = [];

/** Every CloudWatch EMF line (metrics) the function code wrote during this test file. */
export const capturedMetricLines: string[] = [];
