import { describe, expect, it } from 'vitest';
import { editorOutput } from './editorOutput.ts';

describe('editorOutput (the rich-text editor into the draft)', () => {
  it("goes through the build's sanitiser: scripts, handlers and javascript: links are dropped", () => {
    expect(
      editorOutput(
        '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
        false,
      ),
    ).toBe('<p>Hi <a>there</a></p>');
  });

  it('keeps structure, and external links get rel="noopener noreferrer"', () => {
    expect(
      editorOutput('<h2>Our story</h2><ul><li><strong>Since</strong> 2009</li></ul>', false),
    ).toBe('<h2>Our story</h2><ul><li><strong>Since</strong> 2009</li></ul>');
    expect(editorOutput('<p><a href="https://example.com" target="_blank">x</a></p>', false)).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('an empty editor clears the field', () => {
    expect(editorOutput('<p></p>', true)).toBeNull();
    expect(editorOutput('<p></p><p></p>', false)).toBeNull();
    expect(editorOutput('<h3>Since 2009</h3><p></p>', false)).toBe('<h3>Since 2009</h3>');
    expect(editorOutput('<script>x</script>', false)).toBeNull();
  });
});
