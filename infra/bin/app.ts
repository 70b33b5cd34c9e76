import { App } from 'aws-cdk-lib';
import { featureFlags } from '../lib/feature-flags.js';
import { buildRecyclensApp } from '../lib/recyclens-app.js';

// Flags go in as defaults; context from cdk.json and `-c` still takes precedence.
const app = new App({ context: featureFlags });
buildRecyclensApp(app);
app.synth();
