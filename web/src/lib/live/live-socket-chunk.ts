// The live socket's chunk as one name in the build manifest, which the server preloads with the
// vehicle page (app/ssr/render-page.tsx): socket.ts itself shares a chunk with the lazy features
// that use it directly.
export * from './socket';
