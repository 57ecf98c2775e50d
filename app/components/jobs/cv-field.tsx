// The CV field (spec §3 'cv: a file, .pdf, .doc or .docx'), posted as `cv`. A plain file input in
// the kit's frame: the /jobs pages have no JavaScript, so the kit's drop zone would add nothing.
// A browser cannot be given a file back, so a refused form asks for the CV again. Label and hint
// in the page's language (namespace `jobs`).
import { useT } from "~/components/i18n";
import { acceptAttribute } from "~/services/kit/forms/file-rules";
import { formatMegabytes } from "~/services/files/upload-error";
import { CV_ACCEPT } from "~/services/jobs/application-form";
import { describedBy, FieldShell, frameOf, useKitField } from "~/components/form/field";

export function CvField({ maxBytes }: { maxBytes: number }) {
  const t = useT();
  const field = useKitField("cv");
  const hint = t("jobs.field.cv.hint", { size: formatMegabytes(maxBytes) });
  return (
    <FieldShell
      id={field.id}
      {...frameOf(field, { label: t("jobs.field.cv"), hint })}
      modifier="cv"
    >
      <input
        id={field.id}
        name="cv"
        type="file"
        accept={acceptAttribute(CV_ACCEPT)}
        required
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field.hintId, field.error && field.errorId)}
        className="job-cv__input"
      />
    </FieldShell>
  );
}
