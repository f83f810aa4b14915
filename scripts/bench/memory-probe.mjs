// Loaded into the bench's server process only (node --expose-gc --import …/memory-probe.mjs dist/node/server.js),
// never in production: answers a 'memory' IPC message with process.memoryUsage() as it is, then after a full GC.
// Plain JavaScript: the server bundle runs on plain Node, as `npm start` runs it, with no TypeScript loader.
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const before = process.memoryUsage();
    globalThis.gc?.();
    process.send({ type: 'memory', before, after: process.memoryUsage() });
  });
  // The IPC channel must not keep the server alive once it has closed.
  process.channel?.unref();
}
