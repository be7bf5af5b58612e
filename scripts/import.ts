import { collectImportFiles } from "./import-files";

// npm run import -- [--publish] <files or folders>: the admin importer's pipeline from the
// command line, against the configured database and media folder. With --publish, the new
// playbooks go public at once instead of waiting as drafts. It returns once every playbook is
// stored and every web image has arrived or failed, and says which failed and why.
const args = process.argv.slice(2);
const publish = args.includes("--publish");
const paths = args.filter((arg) => arg !== "--publish");
if (paths.length === 0) {
  console.error("Usage: npm run import -- [--publish] <files or folders>");
  process.exit(2);
}

let files;
try {
  files = await collectImportFiles(paths);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
if (files.html.length === 0) {
  console.error("Please add HTML files to process");
  process.exit(2);
}

// The app's modules (the database, the converters, the publisher) load only now, so a usage
// error answers at once instead of after a second or two of loading.
const { runImport } = await import("./import-run");
process.exitCode = await runImport(files, { publish });
