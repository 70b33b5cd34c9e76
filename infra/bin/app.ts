import { App, Tags } from 'aws-cdk-lib';
import { readStageConfig, stackEnvironment } from '../lib/config.js';
import { DataStack } from '../lib/data-stack.js';
import { featureFlags } from '../lib/feature-flags.js';
import { stackName } from '../lib/naming.js';

// Flags go in as defaults; context from cdk.json and `-c` still takes precedence.
const app = new App({ context: featureFlags });
const config = readStageConfig(app.node);
const env = stackEnvironment(config);

Tags.of(app).add('project', 'recyclens');
Tags.of(app).add('stage', config.stage);

// Stateful first: the Api, Web and Mail stacks will take its table and buckets as props.
new DataStack(app, stackName(config.stage, 'Data'), {
  ...(env === undefined ? {} : { env }),
  description: `Recyclens ${config.stage}: single table and buckets`,
  terminationProtection: config.stage !== 'dev',
  tenantDomains: config.tenantDomains,
});

app.synth();
