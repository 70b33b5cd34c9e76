import { routeKeyOf, routes, type RouteDefinition } from '@recyclens/shared';

export interface MatchedRoute {
  routeId: string;
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
  /**
   * A segment that does not decode to text (`%zz`, `%ff%fe`, an encoded lone surrogate): API
   * Gateway refuses such a path with 400 before any function runs, so the gateway does too.
   */
  undecodable: boolean;
}

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

interface CompiledRoute {
  routeId: string;
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

/** `/user/{userId}` → /^\/user\/([^/]+)$/ with the parameter names in order. */
const compile = (routeId: string, route: RouteDefinition): CompiledRoute => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{([A-Za-z0-9_]+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { routeId, route, pattern: new RegExp(`^${source}$`), names };
};

const compiled = Object.entries(routes as Record<string, RouteDefinition>).map(([id, route]) =>
  compile(id, route),
);
// Literal segments win over parameters, as in API Gateway (e.g. a fixed path beside /{id}).
compiled.sort((a, b) => a.names.length - b.names.length);

/** Matches a request like API Gateway HTTP API does: method plus path template. */
export const matchRoute = (method: string, path: string): MatchedRoute | undefined => {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    let undecodable = false;
    candidate.names.forEach((name, i) => {
      const value = decoded(match[i + 1] ?? '');
      if (value === undefined) undecodable = true;
      else pathParameters[name] = value;
    });
    return {
      routeId: candidate.routeId,
      route: candidate.route,
      routeKey: routeKeyOf(candidate.route),
      pathParameters,
      undecodable,
    };
  }
  return undefined;
};

/** Whether any route serves this path with another method (for CORS preflight and 405s). */
export const pathExists = (path: string): boolean =>
  compiled.some((candidate) => candidate.pattern.test(path));
