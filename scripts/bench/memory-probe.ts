// Loaded into the bench's server process only (node --expose-gc --import …/memory-probe.ts server.ts), never in
// production: answers a 'memory' IPC message with process.memoryUsage() as it is, then after a full GC.
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const before = process.memoryUsage();
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ type: 'memory', before, after: process.memoryUsage() });
  });
  // The IPC channel must not keep the server alive once it has closed.
  process.channel?.unref();
}
