import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { devSettings, localJwtSecret } from './local-stack/dev-settings';
import { samEnvVars } from './local-stack/sam-env-vars';

/**
 * `npm run sam:env [-- --docker-host <host>] [--port <sam api port>]`: writes .cdk/sam-env.json,
 * the env-vars file that points `sam local` at the services of the running `npm run dev`
 * (docs/deploy.md §10). It uses the dev stack's own signing key, so tokens work across both.
 */
const root = resolve(import.meta.dirname, '../..');
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const settings = devSettings();
const dockerHost = argument('--docker-host');
const apiPort = argument('--port');
const file = join(root, '.cdk', 'sam-env.json');
const vars = samEnvVars(settings, await localJwtSecret(settings.DATA_DIR), {
  ...(dockerHost ? { dockerHost } : {}),
  ...(apiPort ? { apiPort: Number(apiPort) } : {}),
});
await mkdir(join(root, '.cdk'), { recursive: true });
await writeFile(file, `${JSON.stringify(vars, null, 2)}\n`, { mode: 0o600 });
console.log(`Written ${file}: ${Object.keys(vars.Parameters).length} settings for every function.`);
