// Draws the portal's OpenAPI document with Swagger UI (swagger-ui-dist, served by the portal).
// No validator badge: it would send the document to another host.
window.addEventListener('DOMContentLoaded', () => {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-reference',
    validatorUrl: null,
    // Off: its links sit inside the operations' buttons, which axe rightly refuses.
    deepLinking: false,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    tryItOutEnabled: false,
  });
});
