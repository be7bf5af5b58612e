// `npm run test:pg` runs the integration suite against PostgreSQL; it needs a server to talk to.
if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "")) {
  console.error(
    "test:pg needs DATABASE_URL=postgres://user:password@host:5432/database (see README: Running on PostgreSQL).",
  );
  process.exit(1);
}
