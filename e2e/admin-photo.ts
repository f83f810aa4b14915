// A photograph-like JPEG for the admin journeys, made on the spot (the machines have no photos to copy): a
// twilight exterior's structure (sky gradient, facade, lit windows, lawn) under 1/f texture, the spectrum of
// natural images, so encoders meet the detail a camera file has. 4032 × 3024 at quality 97 is some 4 to 5 MB, like a camera file.
import sharp from 'sharp';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function makePhoto(options: { width?: number; height?: number; seed?: number; quality?: number } = {}) {
  const { width = 4032, height = 3024, seed = 7, quality = 97 } = options;
  const random = rng(seed);
  const px = width * height;
  const out = new Float32Array(px * 3);

  // Structure: sky to dusk gradient, a facade with windows, a lawn.
  const horizon = Math.round(height * 0.62);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let r: number, g: number, b: number;
      if (y < horizon) {
        const t = y / horizon;
        [r, g, b] = [40 + 120 * t, 60 + 70 * t, 120 + 40 * t];
      } else {
        const t = (y - horizon) / (height - horizon);
        [r, g, b] = [50 - 20 * t, 90 - 30 * t, 40 - 10 * t];
      }
      const inHouse = x > width * 0.22 && x < width * 0.78 && y > height * 0.3 && y < horizon + height * 0.05;
      if (inHouse) {
        [r, g, b] = [150, 120, 100];
        const wx = (x - width * 0.22) % (width * 0.08);
        const wy = (y - height * 0.3) % (height * 0.12);
        if (wx > width * 0.02 && wx < width * 0.06 && wy > height * 0.03 && wy < height * 0.09) [r, g, b] = [250, 200, 120];
      }
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
    }
  }

  // Texture: octaves of smooth noise, amplitude falling with frequency (1/f).
  for (let octave = 3; octave <= 11; octave++) {
    const w = Math.min(width, 2 ** octave);
    const h = Math.max(2, Math.round((w * height) / width));
    // Mostly light and shade, a little colour: the noise of a lens and sensor, not a paint box.
    const small = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h; i++) {
      const luma = random() * 256;
      for (let c = 0; c < 3; c++) small[i * 3 + c] = Math.max(0, Math.min(255, Math.round(luma + (random() - 0.5) * 40)));
    }
    const big = await sharp(small, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const amplitude = 60 / Math.sqrt(2 ** (octave - 3));
    for (let i = 0; i < out.length; i++) out[i]! += ((big[i]! - 128) / 128) * amplitude;
  }

  const bytes = Buffer.alloc(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(out[i]!)));
  return sharp(bytes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
