// Renders the API reference (Scalar, self-hosted) from the server's OpenAPI document. A file of its own, since
// the page's Content-Security-Policy allows no inline script (docs/decisions/0028-api-reference-page-csp.md).
// No default fonts from Scalar's CDN, no request proxy: the page talks to this origin only.
/* global Scalar */
Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  persistAuth: false,
  metaData: { title: 'Yardfleet API reference' },
});
