import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's modules (src/server/modules/<name>/) and which other modules each one imports, read from the files'
 * import specifiers (tests left out: a test may set up another module's data). Used by the server-walls lint rule.
 */
export type ModuleGraph = Map<string, Set<string>>;

const importSpecifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');
}

/** The module a file belongs to ('orders' for …/modules/orders/x/y.ts), or null outside `modulesRoot`. */
export function moduleOf(file: string, modulesRoot: string): string | null {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first! : null;
}

/** Every relative import of the source files under `folder`, as absolute paths, per file. */
export function importsUnder(folder: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (isTestFile(file)) continue;
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importSpecifier)]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier));
    found.set(file, targets);
  }
  return found;
}

export function moduleGraph(modulesRoot: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const [file, targets] of importsUnder(modulesRoot)) {
    const from = moduleOf(file, modulesRoot);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const target of targets) {
      const to = moduleOf(target, modulesRoot);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A path of modules from `from` to `to` (both included), or null when `to` cannot be reached. */
export function pathBetween(graph: ModuleGraph, from: string, to: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === to) {
      const route = [current];
      for (let step = cameFrom.get(current); step != null; step = cameFrom.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}
