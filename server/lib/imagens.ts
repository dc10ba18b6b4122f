/**
 * A photo without what its camera or phone wrote beside the picture (EXIF, GPS, camera, software,
 * author, comments): the support chat's originals (server/features/atendimentos/upload.ts) and
 * the Ouvidoria's evidence keep only the pixels.
 */
import sharp from 'sharp';

/** What sharp reads at most (a 10 MiB file may decode to far more; this bounds the memory). */
const PIXELS_MAX = 50_000_000;

/**
 * The picture alone: turned upright by its orientation tag, then written again in its own
 * format (an animated GIF keeps its frames). sharp writes no metadata unless asked to. Throws
 * when sharp cannot read the image.
 */
export async function semMetadados(buffer: Buffer, ext: string): Promise<Buffer> {
  if (ext === 'gif') {
    return sharp(buffer, { animated: true, limitInputPixels: PIXELS_MAX }).gif().toBuffer();
  }
  const upright = sharp(buffer, { limitInputPixels: PIXELS_MAX }).rotate();
  return ext === 'png' ? upright.png().toBuffer() : upright.jpeg({ quality: 90 }).toBuffer();
}
