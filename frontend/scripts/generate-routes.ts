/**
 * Regenerates src/route-tree.gen.ts from src/routes without starting Vite (the router plugin does
 * the same on `vite dev` and `vite build`). Usage: npm run routes -w frontend
 */
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerOptions } from '../router-options';

const root = fileURLToPath(new URL('..', import.meta.url));
await new Generator({ config: getConfig(routerOptions, root), root }).run();
