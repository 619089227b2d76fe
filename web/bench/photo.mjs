// Writes a photo-like JPEG (3000 × 2000, about 2 MB) to the path given, for the bench's upload:
// a sky gradient, hills, soft out-of-focus discs, texture at every scale and sensor-like noise,
// drawn on a canvas in Chromium and encoded there (libjpeg, quality 0.92), since the machine has
// no image tools. Its detail is spread over scales as in a real photo, so a downscaled copy costs
// what one of a real photo would (not the near-nothing of a smooth gradient, nor pure noise's
// worst case). The same seed gives the same picture every run.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage();
const dataUrl = await page.evaluate(() => {
  let seed = 20240611; // mulberry32: a small seeded random
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const [width, height] = [3000, 2000];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  const sky = g.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#27476e');
  sky.addColorStop(0.55, '#e9a66b');
  sky.addColorStop(1, '#3b2f2a');
  g.fillStyle = sky;
  g.fillRect(0, 0, width, height);
  // Out-of-focus discs, then three ranges of hills, each darker than the one behind it.
  g.filter = 'blur(18px)';
  for (let i = 0; i < 160; i++) {
    g.fillStyle = `hsla(${20 + random() * 40}, 80%, ${55 + random() * 35}%, ${0.15 + random() * 0.3})`;
    g.beginPath();
    g.arc(random() * width, random() * height * 0.7, 20 + random() * 120, 0, 2 * Math.PI);
    g.fill();
  }
  g.filter = 'none';
  for (const [top, colour] of [[1100, '#5b4a5e'], [1350, '#3d3a44'], [1600, '#24262b']]) {
    g.fillStyle = colour;
    g.beginPath();
    g.moveTo(0, height);
    for (let x = 0; x <= width; x += 25) {
      g.lineTo(x, top + Math.sin(x / 310 + top) * 90 + Math.sin(x / 47) * 14 + random() * 10);
    }
    g.lineTo(width, height);
    g.fill();
  }
  // Texture at every scale, as a real scene has (leaves, rock, cloud): random tiles drawn
  // enlarged, smoothly, over the picture, the coarse ones stronger than the fine ones.
  for (const [cell, alpha] of [[96, 0.22], [48, 0.2], [24, 0.18], [12, 0.16], [6, 0.14], [3, 0.12]]) {
    const tile = document.createElement('canvas');
    tile.width = Math.ceil(width / cell);
    tile.height = Math.ceil(height / cell);
    const t = tile.getContext('2d');
    const noise = t.createImageData(tile.width, tile.height);
    for (let i = 0; i < noise.data.length; i += 4) {
      const v = random() * 255;
      noise.data.set([v, v * (0.9 + random() * 0.2), v * (0.9 + random() * 0.2), 255], i);
    }
    t.putImageData(noise, 0, 0);
    g.globalAlpha = alpha;
    g.globalCompositeOperation = 'overlay';
    g.imageSmoothingQuality = 'high';
    g.drawImage(tile, 0, 0, width, height);
  }
  g.globalAlpha = 1;
  g.globalCompositeOperation = 'source-over';
  // Sensor noise, as a phone photo has.
  const pixels = g.getImageData(0, 0, width, height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const grain = (random() + random() + random() - 1.5) * 12;
    for (let c = 0; c < 3; c++) data[i + c] += grain + (random() - 0.5) * 4;
  }
  g.putImageData(pixels, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.92);
});
await browser.close();
const jpeg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
writeFileSync(process.argv[2], jpeg);
console.log(`photo: 3000 × 2000 JPEG, ${(jpeg.length / 1024 / 1024).toFixed(2)} MiB`);
