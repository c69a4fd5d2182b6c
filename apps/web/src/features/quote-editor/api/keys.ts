/** Query keys of the editor's reads, so a save can refresh exactly what it changed. */
export const editorKeys = {
  quote: (id: number) => ['quote-editor', 'quote', id] as const,
  newQuote: () => ['quote-editor', 'new'] as const,
  pricing: () => ['quote-editor', 'pricing'] as const,
  setting: (userId: number) => ['quote-editor', 'setting', userId] as const,
  designs: (userId: number) => ['quote-editor', 'designs', userId] as const,
  templates: () => ['quote-editor', 'templates'] as const,
};
