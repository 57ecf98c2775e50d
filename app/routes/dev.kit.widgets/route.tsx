// /dev/kit/widgets: every widget of the interface kit in its states, with real data (issue 3).
// Everything on it is a URL or a real form, so it works with JavaScript and without: the table
// sorts and pages by links, bulk delete asks in a dialog (?dialog=confirm-delete) then posts,
// and each action answers with a redirect carrying a toast (services/kit/toast.server.ts).
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { type ShouldRevalidateFunction } from "@remix-run/react";
import { round } from "~/services/kit/format";
import { requireCatalogueEnabled } from "~/services/kit/forms/catalogue.server";
import { q, querySchema, readQuery } from "~/services/kit/query";
import { paginate, sortRows } from "~/services/kit/table";
import { tableQueryFields, tableStateOf } from "~/services/kit/table-query";
import { redirectWithToast } from "~/services/kit/toast.server";
import { TOAST_TYPES, type ToastType } from "~/services/kit/toast";
import { DIALOG_PARAM, EDIT_PARAM, onlyParamsRemoved } from "~/services/kit/url-state";
import {
  applicantsOf,
  clearDemoState,
  readDemoState,
  SAMPLE_FARM,
  saveDemoState,
  sleep,
} from "./data.server";
import { APPLICANT_PARAM, SORTABLE_COLUMNS, type Applicant, type Province } from "./sample";
import {
  AccordionSection,
  FormattingSection,
  OnThisPage,
  SpinnerButtonSection,
  StepsSection,
  TooltipSection,
} from "./more-sections";
import { DialogsSection, NotificationsSection, SummaryCardSection, TabsSection } from "./sections";
import { TableSection } from "./table-section";
import { isProvince } from "~/shared/provinces";
import { readFormOrRefuse, refuseForm } from "~/services/kit/forms/validate-form.server";
import { z } from "zod";
export const meta: MetaFunction = () => [{ title: "Widgets · Interface kit · Veld" }];

/** Parameters that belong to the applicant dialogs, dropped when they close or the data changes. */
const TRANSIENT = [DIALOG_PARAM, APPLICANT_PARAM, EDIT_PARAM, "selected"];

/** The applicant dialog's data loads slowly on purpose, so the row's busy state can be seen. */
const SLOW_DIALOG_MS = 400;

/**
 * The page's query string: the table's sort, page and size (a column or size not offered falls
 * back, as services/kit/table.ts's links assume), the chosen rows, the open dialogs and the
 * applicant one shows.
 */
const widgetsQuery = querySchema({
  ...tableQueryFields({ sortable: SORTABLE_COLUMNS }),
  [DIALOG_PARAM]: z.array(q.text({ max: 100 })).optional(),
  [APPLICANT_PARAM]: q.text({ max: 100 }),
});

export async function loader({ request }: LoaderFunctionArgs) {
  requireCatalogueEnabled();
  const query = readQuery(request, widgetsQuery);
  const demo = await readDemoState(request);
  const all = applicantsOf(demo);
  const table = tableStateOf(query);
  const sort = table.sort;
  const sorted = sortRows(all, sort, (row, col) => row[col as keyof Applicant]);
  const info = paginate(sorted.length, table.page, table.size);
  const given = (values: (string | undefined)[] | undefined) =>
    [...new Set(values ?? [])].filter((value): value is string => value !== undefined);
  const dialogs = given(query[DIALOG_PARAM]);
  const applicantId = query[APPLICANT_PARAM];
  const applicant = applicantId ? (all.find((a) => a.id === applicantId) ?? null) : null;
  if (applicant && dialogs.includes("applicant")) await sleep(SLOW_DIALOG_MS);
  return {
    rows: sorted.slice(info.offset, info.offset + info.size),
    info,
    sort,
    selected: table.selected.filter((id) => all.some((a) => a.id === id)),
    applicant,
    farm: demo.farm ?? SAMPLE_FARM,
    changed: demo.deleted.length > 0 || Object.keys(demo.statuses).length > 0 || !!demo.farm,
  };
}

// Closing a dialog or leaving edit mode needs no new data: spare slow links the round trip.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (onlyParamsRemoved(currentUrl, nextUrl, [DIALOG_PARAM, APPLICANT_PARAM, EDIT_PARAM]))
    return false;
  return defaultShouldRevalidate;
};

/** spec §8's texts, shown by the notification buttons. */
const SAMPLE_TOASTS: Record<ToastType, string> = {
  success: "Application status updated successfully.",
  error: "There was a problem updating the application status, please try again later.",
  message: "No applicants to send rejection emails to",
};

/** The page again, without dialogs, edit mode or a selection. */
function backTo(request: Request) {
  const url = new URL(request.url);
  for (const name of TRANSIENT) url.searchParams.delete(name);
  url.searchParams.delete("index");
  return url.pathname + url.search;
}

type FarmErrors = Partial<Record<"name" | "province" | "hectares" | "firstSeason", string>>;

export async function action({ request }: ActionFunctionArgs) {
  requireCatalogueEnabled();
  const form = await readFormOrRefuse(request);
  const intent = form.get("intent");
  const demo = await readDemoState(request);
  const withDemo = async (next: typeof demo) => ({
    headers: { "Set-Cookie": await saveDemoState(next) },
  });

  switch (intent) {
    case "delete-selected": {
      const known = new Set(applicantsOf(demo).map((a) => a.id));
      const ids = [...new Set(form.getAll("selected").map(String))].filter((id) => known.has(id));
      if (ids.length === 0) {
        return redirectWithToast(backTo(request), {
          type: "error",
          text: "Select at least one item to delete.",
        });
      }
      return redirectWithToast(
        backTo(request),
        { type: "success", text: `Deleted ${ids.length} item(s)` },
        await withDemo({ ...demo, deleted: [...demo.deleted, ...ids] }),
      );
    }
    case "mark-future": {
      const known = new Set(applicantsOf(demo).map((a) => a.id));
      const ids = form
        .getAll("selected")
        .map(String)
        .filter((id) => known.has(id));
      if (ids.length === 0) {
        return redirectWithToast(backTo(request), {
          type: "error",
          text: "Select at least one item first.",
        });
      }
      const statuses = { ...demo.statuses };
      for (const id of ids) statuses[id] = "future";
      return redirectWithToast(
        backTo(request),
        { type: "success", text: SAMPLE_TOASTS.success },
        await withDemo({ ...demo, statuses }),
      );
    }
    case "restore":
      return redirectWithToast(
        backTo(request),
        { type: "message", text: "The sample data is back as it was." },
        { headers: { "Set-Cookie": await clearDemoState() } },
      );
    case "toast": {
      const type = form.get("type");
      if (!(TOAST_TYPES as readonly unknown[]).includes(type)) {
        throw new Response("Choose a kind of notification.", { status: 400 });
      }
      return redirectWithToast(backTo(request), {
        type: type as ToastType,
        text: SAMPLE_TOASTS[type as ToastType],
      });
    }
    case "slow":
      await sleep(1500);
      return redirectWithToast(backTo(request), {
        type: "success",
        text: "Notes saved successfully",
      });
    case "save-notes":
      return redirectWithToast(backTo(request), {
        type: "success",
        text: "Notes saved successfully",
      });
    case "confirm-demo":
      return redirectWithToast(backTo(request), { type: "success", text: "Job posting updated" });
    case "save-farm": {
      const values = {
        name: String(form.get("name") ?? "").trim(),
        province: String(form.get("province") ?? ""),
        hectares: String(form.get("hectares") ?? "").trim(),
        firstSeason: String(form.get("firstSeason") ?? "").trim(),
      };
      const errors: FarmErrors = {};
      if (!values.name) errors.name = "Enter the farm's name.";
      else if (values.name.length > 80) errors.name = "Too many characters";
      if (!isProvince(values.province)) errors.province = "Choose a province.";
      if (!/^\d+(\.\d+)?$/.test(values.hectares)) errors.hectares = "Enter the area in hectares.";
      if (!/^\d{4}$/.test(values.firstSeason) || Number(values.firstSeason) < 2000)
        errors.firstSeason = "Enter the year the first season started, such as 2023.";
      if (Object.keys(errors).length > 0) {
        return refuseForm("save-farm", { fieldErrors: errors, values }, 400);
      }
      return redirectWithToast(
        backTo(request),
        { type: "success", text: "Farm details saved" },
        await withDemo({
          ...demo,
          farm: {
            name: values.name,
            province: values.province as Province,
            hectares: round(values.hectares),
            firstSeason: Number(values.firstSeason) - 2000,
          },
        }),
      );
    }
    default:
      throw new Response("That action is not known here.", { status: 400 });
  }
}

export default function WidgetsCatalogue() {
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">Widgets</h1>
      <p>
        Each piece of the kit below works without JavaScript: try the page with it turned off. The
        sample data is made up; your changes stay in your browser for a day.
      </p>
      <OnThisPage />
      <TableSection />
      <DialogsSection />
      <NotificationsSection />
      <TabsSection />
      <SummaryCardSection />
      <StepsSection />
      <AccordionSection />
      <TooltipSection />
      <SpinnerButtonSection />
      <FormattingSection />
    </article>
  );
}
