import { describe, expect, it } from 'vitest';
import { directImageUrl, FALLBACK_IMAGE } from './image-links.ts';

describe('directImageUrl', () => {
  it('turns shared-folder links into direct image links', () => {
    expect(directImageUrl('https://www.dropbox.com/s/abc123/tee.jpg?dl=0')).toBe(
      'https://www.dropbox.com/s/abc123/tee.jpg?raw=1',
    );
    expect(directImageUrl('https://drive.google.com/file/d/1AbC_d-9/view?usp=sharing')).toBe(
      'https://drive.google.com/uc?export=view&id=1AbC_d-9',
    );
    expect(directImageUrl('https://drive.google.com/open?id=XYZ')).toBe(
      'https://drive.google.com/uc?export=view&id=XYZ',
    );
    expect(directImageUrl('https://onedrive.live.com/redir?resid=1&authkey=2')).toBe(
      'https://onedrive.live.com/download?resid=1&authkey=2',
    );
  });

  it('keeps ordinary and own links, and gives the placeholder for none or unsafe ones', () => {
    expect(directImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(directImageUrl('/api/products/placeholder/tee/1b1b1b.svg')).toBe(
      '/api/products/placeholder/tee/1b1b1b.svg',
    );
    expect(directImageUrl('')).toBe(FALLBACK_IMAGE);
    expect(directImageUrl(null)).toBe(FALLBACK_IMAGE);
    expect(directImageUrl('javascript:alert(1)')).toBe(FALLBACK_IMAGE);
    expect(directImageUrl('tee.jpg')).toBe(FALLBACK_IMAGE);
  });
});
