// Preloaded into the built server by bench/server-process.ts (`node --import <this> dist/main.js`)
// when the bench starts it with an IPC channel: answers the message 'memory' with
// `process.memoryUsage()` (bytes: rss, heapTotal, heapUsed, external, arrayBuffers); 'memory-gc'
// first runs a full GC when the server was started with --expose-gc. No HTTP endpoint,
// nothing else changes; the channel is unref'd so it never keeps the server alive.
if (typeof process.send === 'function') {
  process.on('message', (message) => {
    if (message !== 'memory' && message !== 'memory-gc') return;
    if (message === 'memory-gc' && typeof globalThis.gc === 'function') globalThis.gc();
    process.send({ kind: 'memory', ...process.memoryUsage() });
  });
  process.channel?.unref();
}
