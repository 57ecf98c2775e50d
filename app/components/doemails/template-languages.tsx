// A template's versions in other languages (issue 33; decision 0160), in the templates tab of
// /admin/doemails: ?dialog=template-language&templateId=&language= lists the four languages
// (each with its version, or "English is sent"), and holds the form of the chosen one: its
// subject and body (intent=version) and, when it has a version, removing it with a reason
// (intent=removeVersion). Real forms: they work without JavaScript; the server checks the same
// schema (templateVersionSchema) and audits each change.
import { DialogLink, UrlDialog } from "~/components/dialog";
import { FormBuilder } from "~/components/form/form-builder";
import {
  LANGUAGE_PARAM,
  REMOVE_VERSION_FIELDS,
  TEMPLATE_LANGUAGE_DIALOG,
  TEMPLATE_PARAM,
  TEMPLATE_VERSION_FIELDS,
} from "~/services/email-templates/forms";
import type { DoEmailsIntent } from "~/services/email-templates/queries";
import { intentName } from "~/services/kit/forms/intent";
import { removeVersionValidator, templateVersionValidator } from "./template-validators";

export interface TemplateVersionView {
  language: string;
  languageName: string;
  subject: string | null;
  body: string | null;
  sample: { subject: string; text: string } | null;
}

export interface TemplateLanguagesProps {
  templateId: string;
  name: string;
  versions: readonly TemplateVersionView[];
  /** The language whose form is shown. */
  language: string;
}

/** The list of languages, each a link to its form, and the chosen one's forms. */
export function TemplateLanguagesDialog({
  templateId,
  name,
  versions,
  language,
}: TemplateLanguagesProps) {
  const chosen = versions.find((v) => v.language === language) ?? versions[0];
  if (!chosen) return null;
  const templateField = <input type="hidden" name={TEMPLATE_PARAM} value={templateId} />;
  return (
    <UrlDialog
      name={TEMPLATE_LANGUAGE_DIALOG}
      title={`Languages of '${name}'`}
      size="large"
      clear={[TEMPLATE_PARAM, LANGUAGE_PARAM]}
    >
      <p>
        People who chose one of these languages for Veld receive its version; without one, they
        receive the English.
      </p>
      <ul className="de-languages" data-testid="template-languages">
        {versions.map((v) => (
          <li key={v.language}>
            <DialogLink
              name={TEMPLATE_LANGUAGE_DIALOG}
              params={{ [TEMPLATE_PARAM]: templateId, [LANGUAGE_PARAM]: v.language }}
            >
              {v.languageName}
            </DialogLink>
            {": "}
            {v.subject ?? "no version: English is sent"}
            {v.language === chosen.language ? " (open below)" : ""}
          </li>
        ))}
      </ul>
      <h3>{`${chosen.languageName} version`}</h3>
      <FormBuilder
        key={`version-${chosen.language}`}
        intent={intentName<DoEmailsIntent>("version")}
        fields={TEMPLATE_VERSION_FIELDS}
        validator={templateVersionValidator}
        defaultValues={{
          language: chosen.language,
          subject: chosen.subject ?? "",
          body: chosen.body ?? "",
        }}
        submitLabel={`Save the ${chosen.languageName} version`}
      >
        {templateField}
      </FormBuilder>
      {chosen.subject !== null ? (
        <>
          <h3>{`Remove the ${chosen.languageName} version`}</h3>
          <FormBuilder
            key={`remove-${chosen.language}`}
            intent={intentName<DoEmailsIntent>("removeVersion")}
            fields={REMOVE_VERSION_FIELDS}
            validator={removeVersionValidator}
            defaultValues={{ language: chosen.language }}
            submitLabel={`Remove the ${chosen.languageName} version`}
          >
            {templateField}
          </FormBuilder>
        </>
      ) : null}
    </UrlDialog>
  );
}
