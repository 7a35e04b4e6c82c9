// The server's entry (built by `vite build --ssr`, loaded by the realtime server): renders the home,
// browse and vehicle pages to HTML. Romanian only — the server renders in the default language; a visitor
// who chose English gets the client-rendered page (see docs/decisions.md).
export {
  renderPage,
  ssrPageKind,
  warmUpRenderer,
  SSR_PAGE_CHUNKS,
  type RenderedPage,
  type RenderPageInput,
} from './app/ssr/render-page';
export { serializeSsrState, SSR_STATE_ELEMENT_ID } from './app/ssr/ssr-state';
