// A tiny JPEG carrying EXIF (capture date and GPS position), built in code for the evidence tests
// (issue 16): SOI, APP1 'Exif' with a little-endian TIFF (IFD0 → Exif IFD with DateTimeOriginal,
// and → GPS IFD with latitude and longitude), then the JFIF fixture's APP0 and EOI.
import { jpeg } from "./file-fixtures";

export interface ExifFixture {
  /** 'YYYY:MM:DD HH:MM:SS' */
  dateTimeOriginal: string;
  /** Degrees, minutes, seconds; south and west as negative degrees. */
  latitude: [number, number, number];
  longitude: [number, number, number];
}

export const EXIF_DEFAULTS: ExifFixture = {
  dateTimeOriginal: "2026:03:14 09:30:00",
  latitude: [-28, 15, 30],
  longitude: [28, 18, 0],
};

export function jpegWithExif(fixture: ExifFixture = EXIF_DEFAULTS): Uint8Array<ArrayBuffer> {
  const tiff = new Uint8Array(178);
  const view = new DataView(tiff.buffer);
  const u16 = (at: number, n: number) => view.setUint16(at, n, true);
  const u32 = (at: number, n: number) => view.setUint32(at, n, true);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    u16(at, tag);
    u16(at + 2, type);
    u32(at + 4, count);
    u32(at + 8, value);
  };
  tiff.set([0x49, 0x49, 0x2a, 0x00]);
  u32(4, 8);
  // IFD0 at 8: the Exif IFD and GPS IFD pointers.
  u16(8, 2);
  entry(10, 0x8769, 4, 1, 38);
  entry(22, 0x8825, 4, 1, 76);
  u32(34, 0);
  // Exif IFD at 38: DateTimeOriginal (ASCII, 20 bytes at 56).
  u16(38, 1);
  entry(40, 0x9003, 2, 20, 56);
  u32(52, 0);
  tiff.set(new TextEncoder().encode(`${fixture.dateTimeOriginal}\0`).slice(0, 20), 56);
  // GPS IFD at 76: refs inline, degrees/minutes/seconds as rationals at 130 and 154.
  const [latD, latM, latS] = fixture.latitude;
  const [lonD, lonM, lonS] = fixture.longitude;
  u16(76, 4);
  entry(78, 0x0001, 2, 2, latD < 0 ? 0x53 : 0x4e /* S / N */);
  entry(90, 0x0002, 5, 3, 130);
  entry(102, 0x0003, 2, 2, lonD < 0 ? 0x57 : 0x45 /* W / E */);
  entry(114, 0x0004, 5, 3, 154);
  u32(126, 0);
  [Math.abs(latD), latM, latS, Math.abs(lonD), lonM, lonS].forEach((n, i) => {
    u32(130 + i * 8, n);
    u32(134 + i * 8, 1);
  });
  const payload = new Uint8Array(6 + tiff.length);
  payload.set(new TextEncoder().encode("Exif\0\0"));
  payload.set(tiff, 6);
  const segmentLength = payload.length + 2;
  const base = jpeg();
  const out = new Uint8Array(2 + 4 + payload.length + base.length - 2);
  out.set([0xff, 0xd8, 0xff, 0xe1, segmentLength >> 8, segmentLength & 0xff]);
  out.set(payload, 6);
  out.set(base.slice(2), 6 + payload.length);
  return out;
}
