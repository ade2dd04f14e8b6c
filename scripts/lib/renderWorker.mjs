// One render process of `npm run build` (renderPages.ts): plain JavaScript run by Node itself, so
// the only code it loads is the shell bundle's entry (argv[2], a file URL), whose React is the
// production build. It renders the job it is sent and reports each agency back as it lands.
const { renderAgencies } = await import(process.argv[2]);

process.once('message', async (job) => {
  const report = (event) => new Promise((resolve) => process.send(event, resolve));
  try {
    await renderAgencies(job, report);
    process.disconnect();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
});
