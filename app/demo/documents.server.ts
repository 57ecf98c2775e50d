// The demo's files, made with maintained libraries rather than by hand (decision 0122): PDFs with
// pdfkit (the job leaflets, the review demo's invoice) and a photo's EXIF date and place with
// piexifjs, on the small JPEGs committed in fixtures/ (its README says how they were made). Each
// is a pure function of its arguments, never of the clock, so instances seeding at once write the
// same bytes under the same keys.
import PDFDocument from "pdfkit";
import piexif from "piexifjs";
// Inlined into the build (a data: URL), so the production server needs no file beside it.
import compostJpeg from "./fixtures/compost.jpg?inline";
import coverCropJpeg from "./fixtures/cover-crop.jpg?inline";

const fromDataUrl = (url: string) =>
  new Uint8Array(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));

/** The cover-crop photo as a forward over WhatsApp leaves it: no EXIF, so no date or place. */
export function coverCropPhoto(): Uint8Array<ArrayBuffer> {
  return fromDataUrl(coverCropJpeg);
}

/**
 * The compost photo with what its camera wrote into the EXIF: DateTimeOriginal
 * ('YYYY:MM:DD HH:MM:SS', local time) and the GPS position.
 */
export function compostPhoto(
  dateTimeOriginal: string,
  position: { latitude: number; longitude: number },
): Uint8Array<ArrayBuffer> {
  const { latitude, longitude } = position;
  const exif = piexif.dump({
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: dateTimeOriginal },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: latitude < 0 ? "S" : "N",
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(Math.abs(latitude)),
      [piexif.GPSIFD.GPSLongitudeRef]: longitude < 0 ? "W" : "E",
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(Math.abs(longitude)),
    },
  });
  // piexifjs works on binary strings (one character a byte).
  const jpeg = Buffer.from(fromDataUrl(compostJpeg)).toString("binary");
  return new Uint8Array(Buffer.from(piexif.insert(exif, jpeg), "binary"));
}

/**
 * A one-page A4 PDF of `lines` in Helvetica, the first as a heading. Its metadata is fixed
 * (`created` is the document's own date, not the clock), so the same lines give the same bytes.
 */
export function textPdf(
  lines: readonly string[],
  meta: { title: string; created: Date },
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 56,
      info: { Title: meta.title, Producer: "Veld demo", CreationDate: meta.created },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    lines.forEach((line, i) => {
      doc
        .font(i === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(i === 0 ? 16 : 11)
        .text(line || " ", { lineGap: 4 });
    });
    doc.end();
  });
}
