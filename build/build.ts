/**
 * `npm run build`: the CLI entry. React must run its production build on the
 * server (the development build validates every element and is several times
 * slower), and it picks that when it is first loaded, so NODE_ENV is set
 * before the build modules are imported.
 */
process.env.NODE_ENV ??= "production";
const { main } = await import("./index");
await main();

export {};
