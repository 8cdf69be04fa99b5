/**
 * The site this Playwright worker tests: scripts/e2e.mjs starts one per worker (E2E_SERVERS), each on
 * its own copy of the seeded database, with its own mailbox, on E2E_PORT + the worker's index.
 */
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

function setting(name: string): string {
  const value = process.env[`${name}_${index}`]
  if (!value) throw new Error(`${name}_${index} is not set: run the tests through npm run test:e2e`)
  return value
}

export const workerSite = {
  origin: `http://localhost:${Number(process.env.E2E_PORT || 3100) + index}`,
  /** The folder of .eml files the site's mail catcher writes. */
  mailbox: () => setting('E2E_MAILBOX'),
  /** The site's SQLite database (`file:` URL). */
  databaseUrl: () => setting('E2E_DATABASE_URL'),
  /** The site's uploads folder (UPLOAD_DIR). */
  uploadDir: () => setting('E2E_UPLOAD_DIR'),
}
