import path from 'node:path';
import type { Rule } from 'eslint';
import { isTestFile, moduleGraph, moduleOf, pathBetween } from './module-graph.ts';
import type { ModuleGraph } from './module-graph.ts';

/**
 * The walls between the server's modules (docs/decisions/031-server-module-walls.md):
 * - another module is reached through its services (`*.service.ts`) or its `index.ts`, never its repositories,
 *   routes or inner files;
 * - no module imports one that imports it back, directly or around a longer loop.
 * The composition root (app.ts, runtime.ts, main.ts, cli/) and tests wire modules together and are not walled.
 */
const decision = 'See docs/decisions/031-server-module-walls.md.';
const graphs = new Map<string, ModuleGraph>();

function graphOf(modulesRoot: string): ModuleGraph {
  let graph = graphs.get(modulesRoot);
  if (!graph) graphs.set(modulesRoot, (graph = moduleGraph(modulesRoot)));
  return graph;
}

export const serverModuleWalls: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps each server module's inside its own and the modules free of import cycles." },
    schema: [{ type: 'object', properties: { modulesRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      inside:
        'The {{from}} module may not import {{target}}: another module is reached through its service ' +
        '(*.service.ts) or its index.ts, never its repository, routes or inner files. Export what {{from}} needs ' +
        "from {{to}}/index.ts, or ask {{to}}'s service. {{decision}}",
      cycle:
        'The {{from}} module may not import the {{to}} module: {{loop}} would be an import cycle. Move what both ' +
        'need below both (src/server/db, http, cache, adapters) or hand it in from app.ts. {{decision}}',
    },
  },
  create(context) {
    const options = (context.options[0] ?? {}) as { modulesRoot?: string };
    const modulesRoot = path.resolve(context.cwd, options.modulesRoot ?? 'src/server/modules');
    const file = context.filename;
    const owner = moduleOf(file, modulesRoot);
    if (!owner || isTestFile(file)) return {};
    const from: string = owner;

    function check(node: Rule.Node, specifier: unknown) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      const to = moduleOf(target, modulesRoot);
      if (!to || to === from) return;
      const name = path.basename(target);
      if (name !== 'index.ts' && !name.endsWith('.service.ts')) {
        const shown = path.relative(modulesRoot, target).split(path.sep).join('/');
        context.report({ node, messageId: 'inside', data: { from, to, target: shown, decision } });
      }
      const back = pathBetween(graphOf(modulesRoot), to, from);
      if (back)
        context.report({ node, messageId: 'cycle', data: { from, to, loop: [from, ...back].join(' → '), decision } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const affichePlugin = { rules: { 'server-module-walls': serverModuleWalls } };
