// Admin provisioning from the command line, against the configured database:
//   npm run admin -- create --email E --password P [--name "Nome"]
//   npm run admin -- grant --email E
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { DataDirLockedError, openDatabase } from '../src/server/db/client.ts';
import { createAuth } from '../src/server/features/accounts/auth.ts';
import { AccountError, createAdmin, grantAdmin } from '../src/server/features/accounts/accounts.service.ts';
import { PASSWORD_MIN } from '../src/shared/constants.ts';

const USAGE = `usage:
  npm run admin -- create --email E --password P [--name "Full Name"]
  npm run admin -- grant --email E`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const command = positionals[0];
  if ((command !== 'create' && command !== 'grant') || !values.email) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'create' && (!values.password || values.password.length < PASSWORD_MIN)) {
    console.error(`--password is required (at least ${PASSWORD_MIN} characters)\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    if (command === 'create') {
      const auth = createAuth(database.db, config);
      await createAdmin(database.db, auth, { email: values.email, password: values.password!, name: values.name });
      console.log(`admin created: ${values.email}`);
    } else {
      await grantAdmin(database.db, values.email);
      console.log(`admin granted: ${values.email}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
