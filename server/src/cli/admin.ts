/**
 * Operator commands: `npm run admin -- disable-user <email>` and `enable-user <email>`. They open
 * the database the server uses (DATABASE_URL, or the embedded one in DATA_DIR, which only one
 * process may hold at a time: stop the server first). Exit codes: 0 done, 1 failed, 2 bad usage,
 * 3 no such account.
 */
import { openDatabase } from '../db/client';
import { EnvError, parseEnv } from '../env';
import { disableAccountByEmail, enableAccountByEmail, type OperatorOutcome } from '../services/accounts/operator-actions';

const USAGE = 'Usage: npm run admin -- disable-user <email>\n       npm run admin -- enable-user <email>\n';

const COMMANDS = {
  'disable-user': {
    run: disableAccountByEmail,
    done: 'disabled: signed out everywhere and cannot sign in',
    already: 'was already disabled',
  },
  'enable-user': { run: enableAccountByEmail, done: 'enabled: it can sign in again', already: 'was not disabled' },
} as const;

async function main(args: string[]): Promise<number> {
  const [name, email, ...rest] = args;
  const command = name && Object.hasOwn(COMMANDS, name) ? COMMANDS[name as keyof typeof COMMANDS] : null;
  if (!command || !email || rest.length > 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  const env = parseEnv();
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  let outcome: OperatorOutcome;
  try {
    outcome = await command.run(database.db, email, new Date());
  } finally {
    await database.close();
  }
  if ('notFound' in outcome) {
    process.stderr.write(`No account has the e-mail ${email}.\n`);
    return 3;
  }
  process.stdout.write(`${outcome.email} ${outcome.changed ? command.done : command.already}.\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
