// Issue 10, bound 3: an image decodes within one memory and time budget. The server runs under an
// address-space limit, so a decoder that asks for the GIF's 25 GiB ends the server, not the
// machine.
import { describe, expect, it } from 'vitest';
import { call } from './api.ts';
import { GIF_BOMB_ADDRESS_SPACE_MiB, gifBombForm } from './gif.ts';
import { useServer } from './setup.ts';

describe('a 4096×4096 GIF of 400 one-pixel frames', () => {
  const site = useServer({ options: { addressSpaceMiB: GIF_BOMB_ADDRESS_SPACE_MiB } });

  it('is refused with 422 within a second, and the server goes on', async () => {
    const answer = await call(site.server, 'POST', '/api/upload-image', { body: gifBombForm(), cookie: site.cookie }).catch(
      (error: Error) => error,
    );
    if (answer instanceof Error) {
      throw new Error(`no answer (${answer.message}); server log:\n${site.server.log().slice(-2000)}`);
    }
    console.log(`images: GIF bomb → ${answer.status} in ${Math.round(answer.ms)} ms: ${answer.text}`);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.ms).toBeLessThan(1000);
    expect(site.server.running).toBe(true);
  });
});
