/**
 * JSON to write inside a `<script type="application/json">` element of a page: it cannot end
 * the element it sits in, nor break a line in old parsers. The page reads it back with
 * JSON.parse of the element's text.
 */
export const inertJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
