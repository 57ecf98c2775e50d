// The farms of /profile/journey/details: each farm with its facts, unmapped warnings
// (spec §4 UNMAPPED_LOCATION, UNMAPPED_FARM_ERF), boundaries with their areas in hectares and
// the farm's total, and the forms to add a boundary from a file or as a circle. Dialogs and
// forms are URLs and real posts: all of it works without JavaScript.
import { intentName, formKey } from "~/services/kit/forms/intent";
import { useLocation } from "@remix-run/react";
import { ConfirmDialog, DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import { formatHectares } from "~/services/contracting/rules";
import type { FarmView } from "~/services/contracting/views";
import {
  BOUNDARY_UPLOAD_FIELDS,
  CIRCLE_FIELDS,
  FARM_FIELDS,
  type DetailsIntent,
} from "~/services/contracting/forms";
import { boundaryUploadValidator, circleValidator, farmValidator } from "./details-validators";
import { BoundariesTable, FarmFacts, UnmappedWarnings } from "./parts";

function farmDefaults(farm: FarmView | undefined) {
  if (!farm) return {};
  return {
    name: farm.name,
    erfNumbers: farm.erfNumbers.join("\n"),
    province: farm.province,
    nearestTown: farm.nearestTown,
    latitude: farm.latitude === null ? "" : String(farm.latitude),
    longitude: farm.longitude === null ? "" : String(farm.longitude),
  };
}

export function FarmCard({ farm, canEdit }: { farm: FarmView; canEdit: boolean }) {
  const headingId = `farm-${farm.id}`;
  return (
    <article className="ct-farm" aria-labelledby={headingId} data-testid="farm-card">
      <header className="ct-farm__header">
        <h3 id={headingId}>{farm.name}</h3>
        <span className="ct-farm__total">{formatHectares(farm.totalHectares)}</span>
        {canEdit ? (
          <span className="ct-actions">
            <DialogLink name="farm" params={{ farmId: farm.id }} className="button">
              Edit farm<span className="visually-hidden"> {farm.name}</span>
            </DialogLink>{" "}
            <DialogLink
              name="delete-farm"
              params={{ farmId: farm.id }}
              className="button button--danger"
            >
              Delete farm<span className="visually-hidden"> {farm.name}</span>
            </DialogLink>
          </span>
        ) : null}
      </header>
      <UnmappedWarnings farm={farm} />
      <FarmFacts farm={farm} />
      <h4>Boundaries</h4>
      <BoundariesTable
        farm={farm}
        renderActions={
          canEdit
            ? (boundary) => (
                <DialogLink
                  name="delete-boundary"
                  params={{ boundaryId: boundary.id }}
                  className="button button--danger"
                >
                  Delete<span className="visually-hidden"> {boundary.name ?? "boundary"}</span>
                </DialogLink>
              )
            : undefined
        }
      />
      {canEdit ? (
        <div className="ct-add-boundary">
          <section aria-labelledby={`${headingId}-upload`}>
            <h5 id={`${headingId}-upload`}>Upload a boundary file</h5>
            <FormBuilder
              intent={intentName<DetailsIntent>("upload-boundary")}
              id={formKey("upload-boundary", farm.id)}
              fields={BOUNDARY_UPLOAD_FIELDS}
              validator={boundaryUploadValidator}
              submitLabel="Upload boundary"
            >
              <input type="hidden" name="farmId" value={farm.id} />
            </FormBuilder>
          </section>
          <section aria-labelledby={`${headingId}-circle`}>
            <h5 id={`${headingId}-circle`}>Or enter a circle</h5>
            <FormBuilder
              intent={intentName<DetailsIntent>("circle")}
              id={formKey("circle", farm.id)}
              fields={CIRCLE_FIELDS}
              validator={circleValidator}
              defaultValues={
                farm.latitude !== null && farm.longitude !== null
                  ? { latitude: String(farm.latitude), longitude: String(farm.longitude) }
                  : {}
              }
              submitLabel="Add circle"
            >
              <input type="hidden" name="farmId" value={farm.id} />
            </FormBuilder>
          </section>
        </div>
      ) : null}
    </article>
  );
}

export function FarmsSection({ farms, canEdit }: { farms: readonly FarmView[]; canEdit: boolean }) {
  const params = new URLSearchParams(useLocation().search);
  const farmId = params.get("farmId");
  const editing = farmId ? farms.find((f) => f.id === farmId) : undefined;
  const boundaryId = params.get("boundaryId") ?? "";
  return (
    <section className="ct-section" aria-labelledby="farms-heading">
      <h2 id="farms-heading">Farms</h2>
      <p>
        Each farm in the programme with its ERF / title-deed numbers, where it is, and its boundary.
        Areas are in hectares, rounded to 2 decimals.
      </p>
      {farms.length === 0 ? <p className="ct-empty">No farms yet.</p> : null}
      {farms.map((farm) => (
        <FarmCard key={farm.id} farm={farm} canEdit={canEdit} />
      ))}
      {canEdit ? (
        <p>
          <DialogLink name="farm" className="button button--primary">
            Add farm
          </DialogLink>
        </p>
      ) : null}
      {canEdit ? (
        <>
          <UrlDialog name="farm" clear={["farmId"]} title={editing ? "Farm (EDIT)" : "Add farm"}>
            <FormBuilder
              intent={intentName<DetailsIntent>("farm")}
              fields={FARM_FIELDS}
              validator={farmValidator}
              defaultValues={farmDefaults(editing)}
              submitLabel={editing ? "Save farm" : "Add farm"}
            >
              {/* The farm the dialog edits (?farmId=) goes into the body. */}
              {editing ? <input type="hidden" name="farmId" value={editing.id} /> : null}
            </FormBuilder>
          </UrlDialog>
          <ConfirmDialog
            name="delete-farm"
            clear={["farmId"]}
            message={
              editing
                ? `Delete ${editing.name} with its boundaries? This cannot be undone.`
                : undefined
            }
            intent={intentName<DetailsIntent>("delete-farm")}
            fields={{ farmId: farmId ?? "" }}
          />
          <ConfirmDialog
            name="delete-boundary"
            clear={["boundaryId"]}
            message="Delete this boundary and its file?"
            intent={intentName<DetailsIntent>("delete-boundary")}
            fields={{ boundaryId }}
          />
        </>
      ) : null}
    </section>
  );
}
