import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const WEB_URL = 'http://localhost:5173';
export const API_URL = 'http://localhost:3000';
export const MAIL_STORE_URL = 'http://127.0.0.1:8005/store';

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const waitFor = async (url: string, deadline: number) => {
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

export interface RunningStack {
  stop: () => Promise<void>;
  log: () => string;
}

/**
 * `npm run dev`'s stack on its default ports, on a fresh data folder inside the repo's ignored
 * .data/ (the issue: a fresh, empty data folder per run). It runs in its own process group so
 * that stopping it also stops Vite and the emulators it spawned.
 */
export const startStack = async (): Promise<RunningStack> => {
  for (const port of [3000, 5173, 8005, 8000, 4569]) {
    if (await portInUse(port))
      throw new Error(`Port ${port} is taken: stop the running 'npm run dev' first.`);
  }
  const dataDir = join(repoRoot, '.data', `e2e-${process.pid}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  let output = '';
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/src/dev.ts', '--reset', '--built-web'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOCAL_PASSWORD_COST: 'test' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      try {
        // Anything still holding a port (an orphaned Vite) goes with the group.
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is empty.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 150_000;
    await waitFor(`${API_URL}/health`, deadline);
    await waitFor(WEB_URL, deadline);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return { stop, log: () => output };
};

/** Mails the SES emulator holds, newest last. */
export const mailsTo = async (address: string): Promise<{ subject: string; text: string }[]> => {
  const store = (await (await fetch(MAIL_STORE_URL)).json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
  };
  return store.emails
    .filter((mail) => mail.destination.to.includes(address))
    .map((mail) => ({ subject: mail.subject, text: mail.body.text ?? '' }));
};

/** Calls the API as the browser would from the web app's origin. */
export const api = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      origin: WEB_URL,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

export interface NewPerson {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  password: string;
}

/** Signs a person up through the API, as the sign-up form sends it (privacy policy accepted). */
export const signUpByApi = (person: NewPerson) =>
  api('POST', '/auth/signUp', undefined, {
    firstName: person.firstName,
    lastName: person.lastName,
    company: person.company,
    email: person.email,
    createPassword: person.password,
    confirmPassword: person.password,
    privacyPolicy: true,
    currentClientUrl: WEB_URL,
  });

/** The user with this address, as the admin's user list shows them. */
export const userByEmail = async (adminToken: string, email: string) => {
  const users = await api<{ items: { id: string; email: string }[] }>('GET', '/users', adminToken);
  const user = users.items.find((item) => item.email === email);
  if (!user) throw new Error(`No user ${email} in the admin's list`);
  return user;
};
