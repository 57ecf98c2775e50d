// /dev/kit/forms: the forms half of the interface kit (spec §2 'Reusable interface pieces', §5
// 'Validation rules'), every field in its states, and one form that posts to a real action
// validating with the same schema as the browser, with and without JavaScript. A developer
// page: 404 in production unless KIT_CATALOGUE=true (requireCatalogueEnabled).
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormBuilder } from "~/components/form/form-builder";
import { requireCatalogueEnabled } from "~/services/kit/forms/catalogue.server";
import { listPhoneCountries } from "~/services/kit/forms/phone-countries.server";
import { checkUploadedFiles } from "~/services/kit/forms/uploads.server";
import { refuseForm, validateForm } from "~/services/kit/forms/validate-form.server";
import { clearHiddenValues } from "~/services/kit/forms/visibility";
import styles from "~/styles/kit-forms.css?url";
import {
  DEMO_INTENT,
  DEMO_FIELDS,
  demoValidator,
  GALLERY_FIELDS,
  galleryValidator,
  FILLED,
  INVALID,
  STORED,
} from "./fields";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [
  { title: "Forms · Interface kit · Veld" },
  { name: "robots", content: "noindex" },
];

export async function loader(_args: LoaderFunctionArgs) {
  requireCatalogueEnabled();
  const invalid = await galleryValidator.validate(INVALID);
  return {
    countries: listPhoneCountries(),
    errorState: invalid.error?.fieldErrors ?? {},
  };
}

export async function action({ request }: ActionFunctionArgs) {
  requireCatalogueEnabled();
  const repopulate = (data: Record<string, unknown>) => clearHiddenValues(DEMO_FIELDS, data);
  const result = await validateForm(request, demoValidator, {
    upload: { maxFiles: 2 },
    repopulate,
    lineItemLimits: { herds: 4 },
  });
  if (result instanceof Response) return result;
  const { grazingPlan, ...values } = result.data;
  // The schema judged the file by its name; the server judges it by its bytes too.
  const fileProblem = await checkUploadedFiles(grazingPlan.files);
  if (fileProblem) {
    return refuseForm(DEMO_INTENT, {
      fieldErrors: { grazingPlan: fileProblem },
      values: repopulate(result.submittedData),
    });
  }
  return {
    ok: true as const,
    values: { ...values, grazingPlan: grazingPlan.files.map((file) => file.name) },
  };
}

export default function FormsCatalogue() {
  const { countries, errorState } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitted = actionData && "ok" in actionData ? actionData.values : null;
  return (
    // Inside the /dev/kit layout (dev.kit.tsx), which gives the page its header, <main> and menu.
    <div className="kf-catalogue">
      <h1>Forms</h1>
      <p className="kf-catalogue__lead">
        Every form field of the kit, in its states, and a form that posts to a real action. Try it
        with JavaScript switched off too: the server checks everything with the same rules and sends
        the form back filled in, with an error beside each field to fix.
      </p>

      <section aria-labelledby="demo-heading">
        <h2 id="demo-heading">A form built from a field list</h2>
        <p>
          Fields are required unless they say ‘(optional)’. ‘Tell us what you do’, ‘Province’ and
          ‘Referral code’ show only when they apply; their values are cleared when they hide.
        </p>
        {submitted ? (
          <div className="kf-catalogue__result" role="status">
            <h3>Form submitted</h3>
            <p>The server accepted these values:</p>
            <pre>{JSON.stringify(submitted, null, 2)}</pre>
          </div>
        ) : null}
        <FormBuilder
          intent={DEMO_INTENT}
          fields={DEMO_FIELDS}
          validator={demoValidator}
          phoneCountries={countries}
          defaultValues={{ country: "ZA" }}
          submitLabel="Send"
        />
      </section>

      <section aria-labelledby="states-heading">
        <h2 id="states-heading">Every field in its states</h2>
        <div className="kf-catalogue__states">
          <section aria-labelledby="state-empty" className="kf-catalogue__state">
            <h3 id="state-empty">Empty</h3>
            <FormBuilder
              id="states-empty"
              fields={GALLERY_FIELDS}
              validator={galleryValidator}
              phoneCountries={countries}
              showSubmit={false}
            />
          </section>
          <section aria-labelledby="state-filled" className="kf-catalogue__state">
            <h3 id="state-filled">Filled, as an admin</h3>
            <p>Admins see a download button on stored files (spec §6).</p>
            <FormBuilder
              id="states-filled"
              fields={GALLERY_FIELDS}
              validator={galleryValidator}
              phoneCountries={countries}
              defaultValues={FILLED}
              storedFiles={STORED}
              isAdmin
              showSubmit={false}
            />
          </section>
          <section aria-labelledby="state-error" className="kf-catalogue__state">
            <h3 id="state-error">With errors</h3>
            <FormBuilder
              id="states-error"
              fields={GALLERY_FIELDS}
              validator={galleryValidator}
              phoneCountries={countries}
              defaultValues={INVALID}
              initialErrors={errorState}
              showSubmit={false}
            />
          </section>
          <section aria-labelledby="state-disabled" className="kf-catalogue__state">
            <h3 id="state-disabled">Disabled</h3>
            <p>A disabled upload cannot remove its files (spec §6).</p>
            <FormBuilder
              id="states-disabled"
              fields={GALLERY_FIELDS}
              validator={galleryValidator}
              phoneCountries={countries}
              defaultValues={FILLED}
              storedFiles={STORED}
              disabled
            />
          </section>
        </div>
      </section>
    </div>
  );
}
