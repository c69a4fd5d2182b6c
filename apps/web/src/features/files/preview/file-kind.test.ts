import { describe, expect, it } from 'vitest';
import { previewKind } from './file-kind.ts';

describe('which files the preview draws', () => {
  it('reads a stored MIME type, parameters and case aside', () => {
    expect(previewKind({ name: 'x', type: 'application/pdf' })).toBe('pdf');
    expect(previewKind({ name: 'x', type: 'IMAGE/PNG; charset=binary' })).toBe('image');
    expect(previewKind({ name: 'x', type: 'image/jpeg' })).toBe('image');
    expect(previewKind({ name: 'x', type: 'image/gif' })).toBe('image');
  });

  it('takes an extension as the type, or the name when there is no type', () => {
    expect(previewKind({ name: 'x', type: 'PDF' })).toBe('pdf');
    expect(previewKind({ name: 'logo.JPG', type: '' })).toBe('image');
  });

  it('never draws an SVG, HTML or a production file', () => {
    expect(previewKind({ name: 'a.svg', type: 'image/svg+xml' })).toBe('other');
    expect(previewKind({ name: 'a.png', type: 'text/html' })).toBe('other');
    expect(previewKind({ name: 'design.eps', type: '' })).toBe('other');
    expect(previewKind({ name: 'design.eps', type: 'application/postscript' })).toBe('other');
  });
});
