// A photo's capture date and GPS position from its EXIF (issue 16; decision 0079), read with
// exifr. Never required: a photo without EXIF, or bytes exifr cannot read, give nulls.
import exifr from "exifr";
import { logger } from "~/logger.server";

export interface PhotoCapture {
  capturedAt: Date | null;
  latitude: number | null;
  longitude: number | null;
}

export const NO_CAPTURE: PhotoCapture = { capturedAt: null, latitude: null, longitude: null };

/** What exifr.parse gives with reviveValues off: EXIF dates as 'YYYY:MM:DD HH:MM:SS'. */
export interface ExifDateTags {
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  OffsetTimeOriginal?: unknown;
}

/** What exifr.gps gives. */
export interface ExifGps {
  latitude?: unknown;
  longitude?: unknown;
}

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * The capture instant from exifr's output. EXIF keeps the camera's local time without a zone
 * unless OffsetTimeOriginal says it; without it the time is read as South African (+02:00), where
 * the programme's farms are.
 */
export function captureDateOf(tags: ExifDateTags | null | undefined): Date | null {
  const raw = tags?.DateTimeOriginal ?? tags?.CreateDate;
  if (typeof raw !== "string") return null;
  const match = EXIF_DATE.exec(raw.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const offset =
    typeof tags?.OffsetTimeOriginal === "string" && OFFSET.test(tags.OffsetTimeOriginal)
      ? tags.OffsetTimeOriginal
      : "+02:00";
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) || Number(y) < 1900 ? null : date;
}

/** The position from exifr.gps's output, when it is a real one. */
export function positionOf(
  gps: ExifGps | null | undefined,
): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = gps ?? {};
  if (typeof latitude !== "number" || typeof longitude !== "number") return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // 0,0 is what some cameras write when they have no fix.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

/** The capture date and position of a photo's bytes; nulls when it has none or is unreadable. */
export async function readPhotoCapture(bytes: Uint8Array): Promise<PhotoCapture> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const [tags, gps] = await Promise.all([
      exifr.parse(buffer, {
        pick: ["DateTimeOriginal", "CreateDate", "OffsetTimeOriginal"],
        reviveValues: false,
      }) as Promise<ExifDateTags | undefined>,
      exifr.gps(buffer).catch(() => undefined) as Promise<ExifGps | undefined>,
    ]);
    const position = positionOf(gps);
    return {
      capturedAt: captureDateOf(tags),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
    };
  } catch (error) {
    logger().debug({ err: error }, "a photo's EXIF could not be read; kept without it");
    return NO_CAPTURE;
  }
}
