/** Every log line the function code wrote during this test file (see setup-file.ts). */
export const capturedLogLines: string[] = [];
