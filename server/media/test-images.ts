import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A plain image of `width` × `height` in `format`, made at test time (no binary fixtures in the repository). */
export function solidImage(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" = "png") {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying what a phone's camera writes: EXIF with a GPS position and an orientation, and a comment. */
export async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#2a7" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", ImageDescription: "Home of the photographer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "44/1 49/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "20/1 27/1 0/1",
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
  // A JPEG comment segment (COM, 0xFFFE) right after the start-of-image marker.
  const text = Buffer.from("Taken at 12 Secret Street");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares `width` × `height` pixels: a decompression bomb. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A two-frame animated WebP. */
export async function animatedWebp(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer();
}

/** A multipart upload of `bytes` named `name` and declared as `type` (the server trusts neither). */
export function uploadForm(bytes: Buffer, name: string, type = "image/jpeg"): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
