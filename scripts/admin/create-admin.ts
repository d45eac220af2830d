import 'dotenv/config';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { DataDirLockedError, lockDataDir, useOwnerOnlyModes } from '../../src/server/data-dir.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
  adminByUsername,
  createAdmin,
  resetAdmin,
} from '../../src/server/modules/admin/admin-accounts.ts';

/**
 * npm run admin:create [-- --username NAME] [--password PASSWORD] [--reset]
 *
 * Adds an admin to the shop's database (the one DATA_DIR / DATABASE_URL name, as the server reads them), asking
 * for what the flags leave out. The new admin enrols the second factor at the first sign-in. With --reset, an
 * existing admin gets the new password and must enrol again (a lost authenticator and lost recovery codes);
 * their sessions end.
 *
 * PostgreSQL: any time, also while servers run. PGlite (no DATABASE_URL): only while no server uses DATA_DIR,
 * since an embedded database belongs to one process at a time; stop the server, run this, start it again.
 */
const usage = 'Usage: npm run admin:create -- [--username NAME] [--password PASSWORD] [--reset]';

async function ask(question: string, hidden = false): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // echo nothing of what is typed after the question
    const output = prompt as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
  }
  const answer = await prompt.question(question);
  if (hidden) process.stdout.write('\n');
  prompt.close();
  return answer.trim();
}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).valueOf() as { values: { username?: string; password?: string; reset: boolean; help: boolean } };
  if (values.help) {
    console.log(usage);
    return;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError)
      fail(error.problems.map((problem) => `Configuration error: ${problem}`).join('\n'), 78);
    throw error;
  }
  // The embedded database it opens writes files: the shop user's alone, like the server's (decision 024).
  useOwnerOnlyModes();
  const interactive = process.stdin.isTTY === true;
  const username =
    values.username ?? (interactive ? await ask('Admin username: ') : fail(`--username is missing.\n${usage}`));
  if (!ADMIN_USERNAME_PATTERN.test(username))
    fail('The username must be 3 to 40 letters, digits, dots, dashes or underscores.');
  let password = values.password;
  if (password === undefined) {
    if (!interactive) fail(`--password is missing.\n${usage}`);
    password = await ask(`Password for ${username} (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `, true);
    if (password !== (await ask('The same password again: ', true)))
      fail('The two passwords differ; nothing was changed.');
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    fail(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);

  if (!config.DATABASE_URL) {
    try {
      lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        fail(
          `${error.message}\nThe embedded database (PGlite) can be used by one process at a time: stop the server, ` +
            `run npm run admin:create, ` +
            'then start the server again. With PostgreSQL (DATABASE_URL) admins can be added while servers run.',
          75,
        );
      }
      throw error;
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const existing = await adminByUsername(database.db, username);
    if (existing && !values.reset)
      fail(
        `The admin "${existing.username}" exists already. Add --reset to give them a new password and a new second ` +
          `factor.`,
      );
    if (!existing && values.reset) fail(`There is no admin "${username}" to reset.`);
    const saved = existing
      ? await resetAdmin(database.db, { username, password })
      : await createAdmin(database.db, { username, password });
    if (!saved) fail(`The admin "${username}" could not be saved (created at the same moment by someone else?).`);
    const where = config.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${config.DATA_DIR}`;
    console.log(
      existing
        ? `The admin "${saved.username}" has a new password in ${where}; their sessions ended and the second ` +
            `factor is set up again at the next sign-in at /admin/login.`
        : `The admin "${saved.username}" was created in ${where}. At the first sign-in at /admin/login they set up ` +
            `the second factor (an authenticator app).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => fail(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`));
