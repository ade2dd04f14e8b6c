import { describe, expect, it } from 'vitest';
import { agencySchema } from '../schemas/agency.ts';
import { remoteForPath, unlistedPathsToMainRemote } from './remoteRoutes.ts';

const agency = agencySchema.parse({ agencyName: 'Test', subdomain: 'test' });
const builtIn = { agency, remotes: {} };
const own = { agency, remotes: { main: 'https://remotes.example.com/main/remoteEntry.js' } };

describe('remoteForPath (spec §2.1: unlisted paths go to the main remote; nothing matched is /errors)', () => {
  it('gives a listed route to its owner remote', () => {
    expect(remoteForPath('/booknow/resort/search', builtIn)).toBe('resort');
    expect(remoteForPath('/booknow/hotels/search', builtIn)).toBe('main');
    // The blog is the shell's own pages until the agency names a blog remote (contentPages.ts).
    expect(
      remoteForPath('/blog', { ...builtIn, remotes: { blog: 'https://b.example/e.js' } }),
    ).toBe('blog');
  });

  it('sends an unlisted path to /errors when the main remote is the built-in one', () => {
    expect(unlistedPathsToMainRemote(builtIn)).toBe(false);
    expect(remoteForPath('/no/such/page', builtIn)).toBeNull();
  });

  it("hands an unlisted path to the agency's own main remote, which may know it", () => {
    expect(unlistedPathsToMainRemote(own)).toBe(true);
    expect(remoteForPath('/no/such/page', own)).toBe('main');
  });
});
