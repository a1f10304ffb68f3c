/**
 * Route templates as the Functions host reads them (ASP.NET Core routing): literal segments compared without
 * case, `{id}`, `{id?}` (optional, trailing), `{id:int}` and the other common constraints, `{*rest}` (catch-all).
 * Literal segments win over parameters, constrained over plain, plain over optional, optional over catch-all.
 */

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; optional: boolean; constraint?: string }
  | { kind: 'catchAll'; name: string };

export type CompiledRoute = {
  template: string;
  segments: Segment[];
  /** Lower sorts first. */
  rank: number[];
};

const constraints: Record<string, (v: string) => boolean> = {
  int: (v) => /^-?\d+$/.test(v) && Number.isSafeInteger(Number(v)),
  long: (v) => /^-?\d+$/.test(v),
  double: (v) => v.trim() !== '' && Number.isFinite(Number(v)),
  decimal: (v) => /^-?\d+(\.\d+)?$/.test(v),
  float: (v) => v.trim() !== '' && Number.isFinite(Number(v)),
  bool: (v) => /^(true|false)$/i.test(v),
  alpha: (v) => /^[a-z]+$/i.test(v),
  guid: (v) => /^\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?$/i.test(v),
  datetime: (v) => !Number.isNaN(Date.parse(v)),
};

export function compileRoute(template: string): CompiledRoute {
  const parts = template.replace(/^\/+|\/+$/g, '').split('/').filter((p) => p !== '');
  const segments: Segment[] = parts.map((part) => {
    const m = /^\{(\*{1,2})?([A-Za-z_][A-Za-z0-9_]*)(\?)?(?::([A-Za-z]+)(?:\([^)]*\))?)?\}$/.exec(part);
    if (!m) {
      if (part.includes('{')) throw new Error(`Unsupported route segment "${part}" in "${template}"`);
      return { kind: 'literal', value: part.toLowerCase() };
    }
    const [, star, name = '', optional, constraint] = m;
    if (star) return { kind: 'catchAll', name };
    return { kind: 'param', name, optional: optional === '?', ...(constraint ? { constraint: constraint.toLowerCase() } : {}) };
  });
  const rank = segments.map((s) =>
    s.kind === 'literal' ? 0 : s.kind === 'catchAll' ? 4 : s.optional ? 3 : s.constraint ? 1 : 2,
  );
  return { template, segments, rank };
}

/** Compare by rank, segment by segment; a longer literal prefix sorts first. */
export function compareRoutes(a: CompiledRoute, b: CompiledRoute): number {
  const n = Math.max(a.rank.length, b.rank.length);
  for (let i = 0; i < n; i++) {
    const x = a.rank[i] ?? 5;
    const y = b.rank[i] ?? 5;
    if (x !== y) return x - y;
  }
  return 0;
}

/** Params of a path (without the route prefix, already URL-decoded per segment), or undefined. */
export function matchRoute(route: CompiledRoute, pathSegments: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of route.segments) {
    if (seg.kind === 'catchAll') {
      const rest = pathSegments.slice(i).join('/');
      if (rest !== '') params[seg.name] = rest;
      return params;
    }
    const value = pathSegments[i];
    if (value === undefined) {
      if (seg.kind === 'param' && seg.optional) continue;
      return undefined;
    }
    if (seg.kind === 'literal') {
      if (value.toLowerCase() !== seg.value) return undefined;
    } else {
      const check = seg.constraint ? constraints[seg.constraint] : undefined;
      if (check && !check(value)) return undefined;
      params[seg.name] = value;
    }
    i++;
  }
  return i === pathSegments.length ? params : undefined;
}

/** Split a raw URL path into decoded segments; undefined when a segment is not valid percent-encoding. */
export function splitPath(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}
