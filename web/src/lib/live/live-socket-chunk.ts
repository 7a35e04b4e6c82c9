// The live socket's chunk as one name in the build manifest, which the service worker precaches
// (vite.config.ts): socket.ts itself shares a chunk with the lazy features that use it directly.
export * from './socket';
