import { describe, expect, it } from 'vitest';
import { quoteContentSchema } from '../quote/index.ts';
import { artworkReferencesOf, fileIdOfReference, fileReferenceOf } from './references.ts';

describe('file references', () => {
  it('reads back the id of a reference it made', () => {
    expect(fileIdOfReference(fileReferenceOf(42))).toBe(42);
    expect(fileIdOfReference(' /api/files/7 ')).toBe(7);
  });

  it('is null for anything that is not a stored file of this portal', () => {
    for (const text of [
      '',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/files/1',
      '/files/7',
      '/api/files/0',
      '/api/files/1/../../etc/passwd',
      '/api/files/1?x=1',
      '//api/files/1',
      '/api/files/01',
    ])
      expect(fileIdOfReference(text), text).toBeNull();
  });

  it('lists every non-empty artwork field of every decoration', () => {
    const content = quoteContentSchema.parse({
      categories: [
        {
          category_info: {},
          items: [
            { id: 'p1', type: 'product', name: 'Polo' },
            {
              id: 'd1',
              type: 'decoration',
              code: 'Embroidery',
              logo_file: '/api/files/3',
              file_path: '',
              visuals: [{ filename: 'mock.png', url: '/api/files/4' }],
            },
          ],
          groups: [],
        },
      ],
    });
    expect(artworkReferencesOf(content).map((r) => r.text)).toEqual(['/api/files/3', '/api/files/4']);
  });
});
