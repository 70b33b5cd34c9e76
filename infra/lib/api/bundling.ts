import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { lambdaBundle } from './bundle-settings.js';

/** NodejsFunction's options for the settings in bundle-settings.ts. */
export const nodejsBundling: BundlingOptions = {
  target: lambdaBundle.target,
  format: OutputFormat.ESM,
  minify: lambdaBundle.minify,
  sourceMap: false,
  mainFields: [...lambdaBundle.mainFields],
  banner: lambdaBundle.banner,
  bundleAwsSDK: true,
  externalModules: [...lambdaBundle.external],
  // The local esbuild (a root devDependency) bundles; Docker is never needed.
  forceDockerBundling: false,
  logLevel: LogLevel.ERROR,
};
