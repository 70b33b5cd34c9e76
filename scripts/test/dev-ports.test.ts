import { describe, expect, it } from 'vitest';
import { localStackCliEnv } from '../src/local-stack/cli-env';
import { devSettings } from '../src/local-stack/dev-settings';
import { demoTenantFor } from '../src/seed/demo-tenant';

/** `WEB_PORT=5373 npm run dev` and the operator CLIs beside it follow the dev settings' ports. */
describe('the dev stack on other ports', () => {
  it('seeds the demo tenant at the web app’s port, so it answers there', () => {
    expect(demoTenantFor(devSettings({})).url).toBe('http://localhost:5173');
    expect(demoTenantFor(devSettings({ WEB_PORT: '5373' })).url).toBe('http://localhost:5373');
  });

  it('points the tenant CLI (and the other operator commands) at the running stack’s ports', () => {
    const env = localStackCliEnv(
      devSettings({ DYNAMODB_PORT: '8100', S3_PORT: '4600', SES_PORT: '8105', API_PORT: '3300' }),
    );
    expect(env).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8100',
      S3_ENDPOINT: 'http://127.0.0.1:4600',
      SES_ENDPOINT: 'http://127.0.0.1:8105',
      API_PUBLIC_URL: 'http://localhost:3300',
      TABLE_NAME: 'recyclens-local',
    });
  });
});
