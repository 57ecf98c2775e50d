// Reading uploaded zip files (KMZ, zipped shapefiles) without letting a zip bomb in: the central
// directory is read first and every entry's declared size, the number of entries, their total
// and each entry's compression ratio are checked BEFORE anything is inflated. fflate inflates
// an entry into a buffer of its declared size and never grows it, so a header that lies about
// the size cannot make it allocate more than the limits allow.
import { unzipSync } from "fflate";
import { BoundaryFileError } from "./errors";

const MB = 1024 * 1024;

/** docs/decisions/0043-boundary-uploads.md */
export const ZIP_LIMITS = {
  maxEntries: 20,
  maxTotalBytes: 50 * MB,
  maxEntryBytes: 30 * MB,
  /** Real KML and shapefiles compress 3–30×; past this an entry is built to blow up. */
  maxRatio: 200,
  /** Small entries may compress far better (a .prj, a .cpg, runs of zeros) without harm. */
  ratioCheckFromBytes: 1 * MB,
} as const;

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  originalSize: number;
  compression: number;
}

export const NOT_A_ZIP_MESSAGE = "The zip file could not be read. Please zip the files again.";

/** Lists the entries from the central directory; nothing is inflated. */
export function listZipEntries(bytes: Uint8Array): ZipEntryInfo[] {
  const entries: ZipEntryInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({
          name: file.name,
          compressedSize: file.size,
          originalSize: file.originalSize,
          compression: file.compression,
        });
        return false;
      },
    });
  } catch {
    throw new BoundaryFileError(NOT_A_ZIP_MESSAGE);
  }
  return entries;
}

/** Whether an entry is a file worth reading: no folders, no macOS resource forks. */
export function isContentEntry(name: string) {
  return !name.endsWith("/") && !name.split("/").some((part) => part === "__MACOSX");
}

/** Throws a BoundaryFileError naming the first limit the zip breaks. */
export function checkZipLimits(entries: readonly ZipEntryInfo[]) {
  if (entries.length > ZIP_LIMITS.maxEntries) {
    throw new BoundaryFileError(
      `The zip file has ${entries.length} files in it; at most ${ZIP_LIMITS.maxEntries} are allowed.`,
    );
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.compression !== 0 && entry.compression !== 8) {
      throw new BoundaryFileError(
        `The zip file uses a compression method Veld cannot read (${entry.name}). Please zip the files again with standard compression.`,
      );
    }
    if (entry.originalSize > ZIP_LIMITS.maxEntryBytes) {
      throw new BoundaryFileError(
        `${entry.name} is larger than ${ZIP_LIMITS.maxEntryBytes / MB} MB unzipped; please upload a smaller file.`,
      );
    }
    if (
      entry.originalSize > ZIP_LIMITS.ratioCheckFromBytes &&
      entry.originalSize > Math.max(1, entry.compressedSize) * ZIP_LIMITS.maxRatio
    ) {
      throw new BoundaryFileError(
        `${entry.name} unzips to far more than a map file would; the zip file looks unsafe and was not opened.`,
      );
    }
    total += entry.originalSize;
  }
  if (total > ZIP_LIMITS.maxTotalBytes) {
    throw new BoundaryFileError(
      `The zip file is larger than ${ZIP_LIMITS.maxTotalBytes / MB} MB unzipped; please upload a smaller file.`,
    );
  }
}

/**
 * Checks the limits, then inflates only the entries `wanted` picks. Returns them by name.
 */
export function unzipChecked(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): { entries: ZipEntryInfo[]; files: Record<string, Uint8Array> } {
  const entries = listZipEntries(bytes);
  checkZipLimits(entries);
  try {
    const files = unzipSync(bytes, {
      filter: (file) => isContentEntry(file.name) && wanted(file.name),
    });
    return { entries, files };
  } catch {
    throw new BoundaryFileError(NOT_A_ZIP_MESSAGE);
  }
}
