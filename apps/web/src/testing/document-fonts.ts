/**
 * happy-dom has no document.fonts, which Mantine's autosized Textarea listens to for font loads:
 * tests that draw one call this before they render.
 */
export function stubDocumentFonts(): void {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
}
