import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The project's configuration as `npm run lint` reads it (plain JavaScript, without types of its own).
const configFile = path.join(root, 'eslint.config.js');
const { default: config } = (await import(configFile)) as { default: Linter.Config[] };

/** The project's own line-length blocks, as `npm run lint` applies them, on `source` as if it were `file`. */
function lint(file: string, source: string) {
  const lineLength = [
    { files: ['**/*.{ts,tsx,js}'] },
    ...config.filter((block) => block.rules && 'max-len' in block.rules),
  ];
  return new Linter({ cwd: root })
    .verify(source, lineLength, { filename: path.join(root, file) })
    .map((message) => `${message.line}: ${message.ruleId ?? message.message}`);
}

/** A line of `length` characters: `f('aaa…');`. */
const lineOf = (length: number) => `f('${'a'.repeat(length - "f('');".length)}');`;

describe('the line length', () => {
  it('fails on a line of 121 characters and passes one of 120', () => {
    expect(lineOf(121)).toHaveLength(121);
    const source = [lineOf(120), lineOf(121), ''].join('\n');
    expect(lint('src/server/modules/orders/orders.service.ts', source)).toEqual(['2: max-len']);
    expect(lint('src/web/pages/landing.tsx', source)).toEqual(['2: max-len']);
    expect(lint('e2e/checkout.spec.ts', source)).toEqual(['2: max-len']);
  });

  it("leaves a test's opening line, which keeps the whole title, and counts the lines inside the test", () => {
    const title = 'x'.repeat(130);
    const source = [`it('${title}', async () => {`, `  ${lineOf(119)}`, '});', ''].join('\n');
    expect(lint('src/server/app.int.test.ts', source)).toEqual(['2: max-len']);
  });

  it('leaves the files whose long lines are their data', () => {
    const source = `${lineOf(400)}\n`;
    expect(lint('src/server/modules/walls/wall-rooms.ts', source)).toEqual([]);
    expect(lint('scripts/media/posters-a.ts', source)).toEqual([]);
    expect(lint('src/shared/messages/de/shell.ts', source)).toEqual([]);
    expect(lint('src/server/modules/walls/wall-render.ts', source)).toEqual(['1: max-len']);
  });
});
