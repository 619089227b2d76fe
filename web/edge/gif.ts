// The GIF of issue 10: a 4096×4096 canvas with 400 one-pixel frames, about 9 KB on the wire. A
// decoder that composes every frame onto a full canvas before encoding asks for
// 400 × 64 MiB ≈ 25 GiB.

const le16 = (n: number) => [n & 0xff, n >> 8];

/** The bytes of a `frames`-frame GIF89a on a `size`×`size` canvas, each frame one pixel. */
export function gifBomb(size = 4096, frames = 400): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [
    ...'GIF89a'.split('').map((c) => c.charCodeAt(0)),
    // Logical screen: width, height, a global table of 2 colours, background 0, square pixels.
    ...le16(size),
    ...le16(size),
    0x80,
    0,
    0,
    // Global colour table: black, white.
    0, 0, 0, 0xff, 0xff, 0xff,
  ];
  for (let i = 0; i < frames; i++) {
    bytes.push(
      // Graphic control extension: keep the previous frame, no delay, no transparency.
      0x21, 0xf9, 0x04, 0x04, 0, 0, 0, 0,
      // Image descriptor: a 1×1 frame somewhere on the canvas, no local colour table.
      0x2c,
      ...le16((i * 97) % size),
      ...le16((i * 89) % size),
      ...le16(1),
      ...le16(1),
      0,
      // LZW data, minimum code size 2: clear (4), index 0, end (5) in 3-bit codes = 0x44 0x01.
      0x02, 0x02, 0x44, 0x01, 0x00,
    );
  }
  bytes.push(0x3b);
  return Uint8Array.from(bytes);
}

/**
 * The address-space limit (MiB) of a server that is sent `gifBomb()`: room for its normal work
 * and one image within the budget, so a decoder that asks for 25 GiB ends the server, not the
 * machine.
 */
export const GIF_BOMB_ADDRESS_SPACE_MiB = 4096;

/** `gifBomb()` as the editor's image tool sends it. */
export function gifBombForm(): FormData {
  const form = new FormData();
  form.append('image', new Blob([gifBomb()], { type: 'image/gif' }), 'frames.gif');
  return form;
}
