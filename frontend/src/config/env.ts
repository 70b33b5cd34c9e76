import { z } from 'zod';

/** The local gateway's address; a deployed build sets VITE_API_URL. */
export const DEFAULT_API_URL = 'http://localhost:3000';

const envSchema = z.object({
  VITE_API_URL: z.url({ error: 'VITE_API_URL must be a URL' }).optional(),
});

/** Reads the build's environment; an invalid value is an error naming the variable. */
export const readEnv = (source: Record<string, unknown>) => {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new Error(
      `Invalid environment: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return { apiUrl: (result.data.VITE_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '') };
};
