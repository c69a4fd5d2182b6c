// Draws the portal's OpenAPI document with Swagger UI (swagger-ui-dist, served by the portal).

/**
 * Swagger UI's own markup, completed so the page passes axe: its title block goes in a named
 * region (it sits outside every landmark), and a level-2 heading comes before the level-3 area
 * headings (they follow its level-1 title).
 */
const AccessiblePage = () => ({
  wrapComponents: {
    InfoContainer: (Original, system) => (props) =>
      system.React.createElement(
        'section',
        { 'aria-label': 'About this API' },
        system.React.createElement(Original, props),
      ),
    operations: (Original, system) => (props) =>
      system.React.createElement(
        system.React.Fragment,
        null,
        system.React.createElement('h2', { className: 'api-docs-calls' }, 'Calls by area'),
        system.React.createElement(Original, props),
      ),
  },
});

/**
 * What Swagger UI draws as operations open, completed the same way: each responses table is a
 * region, so it gets a name of its own (`Responses of POST /api/users/login`), and each
 * scrollable example can take keyboard focus so it can be scrolled without a mouse.
 */
function completeOpenedParts(root) {
  for (const table of root.querySelectorAll('table[role="region"]:not([aria-label])')) {
    const summary = table.closest('.opblock')?.querySelector('.opblock-summary');
    const method = summary?.querySelector('.opblock-summary-method')?.textContent ?? '';
    // The path's text holds break hints; its data-path is the path as written.
    const path = summary?.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
    table.setAttribute('aria-label', `Responses of ${method} ${path}`.trim());
  }
  for (const example of root.querySelectorAll('.highlight-code pre:not([tabindex])')) {
    example.setAttribute('tabindex', '0');
  }
}

window.addEventListener('DOMContentLoaded', () => {
  const root = document.getElementById('api-reference');
  new MutationObserver(() => completeOpenedParts(root)).observe(root, { childList: true, subtree: true });
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-reference',
    plugins: [AccessiblePage],
    // No validator badge: it would send the document to another host.
    validatorUrl: null,
    // Off: its links sit inside the operations' buttons, which axe rightly refuses.
    deepLinking: false,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    // A reference to read: calls are made by the portal's pages, with the user's own session.
    supportedSubmitMethods: [],
    // Its colours fall below WCAG AA contrast on the dark background; plain text does not.
    syntaxHighlight: false,
  });
});
