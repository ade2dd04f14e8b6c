// The header's overlays fetch their code on first use (issue 18): one fetch however often it is
// asked for, and a failed fetch (offline, a redeploy removed the chunk) retried on the next ask.
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferredOverlay.tsx';

describe('deferredModule', () => {
  it('imports once, however often hover, focus and press ask for it', async () => {
    const importer = vi.fn(async () => ({ Overlay: 'the overlay' }));
    const module = deferredModule(importer);
    expect(module.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(module.loaded()).toEqual({ Overlay: 'the overlay' });
  });

  it('tries again after a failed import instead of keeping the failure', async () => {
    const importer = vi
      .fn<() => Promise<{ Overlay: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Overlay: 'the overlay' });
    const module = deferredModule(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ Overlay: 'the overlay' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
