import { describe, expect, it } from "vitest";
import { jpeg, pdf } from "../../../tests/support/file-fixtures";
import { jpegWithExif } from "../../../tests/support/exif-fixtures";
import { captureDateOf, positionOf, readPhotoCapture } from "./exif.server";

describe("readPhotoCapture", () => {
  it("reads the capture date (as SAST) and the GPS position of a photo", async () => {
    const capture = await readPhotoCapture(jpegWithExif());
    expect(capture.capturedAt?.toISOString()).toBe("2026-03-14T07:30:00.000Z");
    expect(capture.latitude).toBeCloseTo(-28.258333, 5);
    expect(capture.longitude).toBeCloseTo(28.3, 5);
  });

  it("gives nulls for a photo without EXIF and for bytes that are no photo", async () => {
    for (const bytes of [jpeg(), pdf(), new Uint8Array([1, 2, 3])]) {
      expect(await readPhotoCapture(bytes)).toEqual({
        capturedAt: null,
        latitude: null,
        longitude: null,
      });
    }
  });
});

describe("captureDateOf", () => {
  it("uses the offset the camera wrote, else +02:00", () => {
    expect(captureDateOf({ DateTimeOriginal: "2026:01:02 10:00:00" })?.toISOString()).toBe(
      "2026-01-02T08:00:00.000Z",
    );
    expect(
      captureDateOf({
        DateTimeOriginal: "2026:01:02 10:00:00",
        OffsetTimeOriginal: "+00:00",
      })?.toISOString(),
    ).toBe("2026-01-02T10:00:00.000Z");
    expect(captureDateOf({ CreateDate: "2025:12:31 23:59:59" })?.toISOString()).toBe(
      "2025-12-31T21:59:59.000Z",
    );
  });

  it("ignores missing and malformed dates", () => {
    for (const tags of [
      null,
      {},
      { DateTimeOriginal: "0000:00:00 00:00:00" },
      { DateTimeOriginal: 5 },
      { DateTimeOriginal: "yesterday" },
    ]) {
      expect(captureDateOf(tags)).toBeNull();
    }
  });
});

describe("positionOf", () => {
  it("keeps real positions and drops none, 0,0 and out-of-range values", () => {
    expect(positionOf({ latitude: -28.2, longitude: 28.3 })).toEqual({
      latitude: -28.2,
      longitude: 28.3,
    });
    expect(positionOf(undefined)).toBeNull();
    expect(positionOf({ latitude: 0, longitude: 0 })).toBeNull();
    expect(positionOf({ latitude: 95, longitude: 0 })).toBeNull();
    expect(positionOf({ latitude: Number.NaN, longitude: 1 })).toBeNull();
  });
});
