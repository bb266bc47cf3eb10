// The API reference page's script (docs/api.md), bundled by src/build.ts with esbuild from Scalar's ESM build
// into dist/reference/reference.js and reference.css, served by this server (no CDN). Scalar's prebuilt browser
// bundle ignores its configuration in the pinned version (it then asks Scalar's font CDN and AI service), so the
// page is bundled here instead, and the options below hold: no web fonts from Scalar's CDN, no AI agent, no
// request proxy, no developer toolbar; the page talks to this origin only
// (docs/decisions/0028-api-reference-page-csp.md).
import { createApiReference } from '@scalar/api-reference';
import '@scalar/api-reference/style.css';

createApiReference('#api-reference', {
  url: '/api/openapi.json',
  title: 'Yardfleet API',
  slug: 'yardfleet',
  withDefaultFonts: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  telemetry: false,
  tagsSorter: 'alpha',
  documentDownloadType: 'json',
});
