import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { affichePlugin } from './server-walls.ts';

/** A tree of modules written to a temporary folder: { 'orders/orders.service.ts': 'source', … }. */
function plantModules(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'walls-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

function lint(root: string, file: string, source: string) {
  const filename = path.join(root, file);
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      plugins: { affiche: affichePlugin },
      rules: { 'affiche/server-module-walls': ['error', { modulesRoot: root }] },
    },
  ];
  return new Linter({ cwd: root })
    .verify(source, config, { filename })
    .map((message) => `${message.line}: ${message.message}`);
}

describe('the walls between server modules', () => {
  it("fails on another module's repository, routes or inner file, and passes its service and index.ts", () => {
    const files = {
      'posters/posters.repository.ts': 'export const catalogue = 1;\n',
      'posters/posters.service.ts': 'export const service = 1;\n',
      'posters/posters.routes.ts': 'export const routes = 1;\n',
      'posters/index.ts': "export { catalogue } from './posters.repository.ts';\n",
      'seo/seo.service.ts': [
        "import { catalogue } from '../posters/posters.repository.ts';",
        "import { routes } from '../posters/posters.routes.ts';",
        "import { service } from '../posters/posters.service.ts';",
        "import { catalogue as same } from '../posters/index.ts';",
        "import { own } from './seo.repository.ts';",
        'export default [catalogue, routes, service, same, own];',
      ].join('\n'),
      'seo/seo.repository.ts': 'export const own = 1;\n',
    };
    const problems = lint(plantModules(files), 'seo/seo.service.ts', files['seo/seo.service.ts']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^1: The seo module may not import posters\/posters\.repository\.ts/);
    expect(problems[1]).toMatch(/^2: The seo module may not import posters\/posters\.routes\.ts/);
  });

  it('fails on an import that closes a cycle between modules, naming the loop', () => {
    const files = {
      'orders/orders.service.ts': "import { audit } from '../admin/admin.service.ts';\nexport const order = audit;\n",
      'admin/admin.service.ts': "import { notice } from '../mail/mail.service.ts';\nexport const audit = notice;\n",
      'mail/mail.service.ts': "import { order } from '../orders/orders.service.ts';\nexport const notice = order;\n",
      'mail/layout.ts': 'export const layout = 1;\n',
    };
    const root = plantModules(files);
    expect(lint(root, 'mail/mail.service.ts', files['mail/mail.service.ts'])).toEqual([
      expect.stringMatching(/^1: The mail module may not import the orders module: mail → orders → admin → mail/),
    ]);
  });

  it('leaves tests and files outside the modules alone', () => {
    const files = {
      'posters/posters.repository.ts': 'export const catalogue = 1;\n',
      'seo/seo.int.test.ts':
        "import { catalogue } from '../posters/posters.repository.ts';\nexport default catalogue;\n",
    };
    expect(lint(plantModules(files), 'seo/seo.int.test.ts', files['seo/seo.int.test.ts'])).toEqual([]);
  });
});
