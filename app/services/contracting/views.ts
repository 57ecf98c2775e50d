// The shapes the contracting pages show (loader data, API answers). Pure types, so components
// can use them without importing server code.
import type { BoundaryGeometry } from "~/services/contracting/boundaries/area";
import type { UnmappedWarning } from "~/services/contracting/rules";
import type { BoundarySource } from "~/shared/boundaries";

export interface BoundaryView {
  id: string;
  farmId: string;
  name: string | null;
  source: BoundarySource;
  sourceLabel: string;
  areaHectares: number;
  fileId: string | null;
  circle: { latitude: number; longitude: number; radiusMetres: number } | null;
  createdAt: string;
  geometry?: BoundaryGeometry;
  /**
   * Land this boundary shares with another organisation's boundary (decision 0061): the hectares
   * and the sentence the farmer reads, never whose it is. Null when it shares none.
   */
  otherOrganisationOverlap: { hectares: number; message: string } | null;
}

export interface FarmView {
  id: string;
  name: string;
  erfNumbers: string[];
  province: string | null;
  provinceLabel: string | null;
  nearestTown: string | null;
  latitude: number | null;
  longitude: number | null;
  boundaries: BoundaryView[];
  totalHectares: number;
  warnings: UnmappedWarning[];
}

export interface SignatoryView {
  id: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string | null;
  designation: string | null;
  /** 'member': can sign in and see the contract; 'invited': invited, not joined yet. */
  access: "member" | "invited";
}
