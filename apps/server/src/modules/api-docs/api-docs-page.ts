/**
 * The API reference page: our own frame (language, title, a heading, a way back to the portal)
 * around the renderer, which draws the served OpenAPI document into `#api-reference`. Scripts and
 * styles are files of this portal only, so the page runs under the portal's content security
 * policy with no inline script and no other host.
 */
export const API_DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>API reference · Workwear quoting portal</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
    <link rel="stylesheet" href="/api/docs/api-docs.css">
  </head>
  <body>
    <header class="api-docs-header">
      <h1>API reference</h1>
      <p>
        The calls of the workwear quoting portal, from the
        <a href="/api/openapi.json">OpenAPI document</a> the portal serves.
        <a href="/">Back to the portal</a>
      </p>
    </header>
    <div id="api-reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/api-docs.js"></script>
  </body>
</html>
`;
