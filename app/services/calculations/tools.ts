// The index of tools on /profile/tools and /admin/tools (issue 17: 'the index of tools (checker,
// calculator, CSV templates, boundary converter…), nothing a dead link'; decision 0094). Pure:
// one list per area that the pages render and tests/integration/tools.test.ts walks, so a link
// to a route that does not exist, or to a page that still says "coming soon", fails a test.

/**
 * Where the CSV template of soil samples is downloaded (profile.calc_.samples_.template[.csv]).
 * Here, not beside the samples' schemas: the tools pages link to it, and the browser's modules
 * carry no zod (decision 0133).
 */
export const SAMPLES_TEMPLATE_PATH = "/profile/calc/samples/template.csv";

export interface Tool {
  /** Stable key (the card's test id). */
  id: string;
  title: string;
  /** What the tool does, in a sentence or two. */
  text: string;
  /** Where it lives: a path of this app ('/profile/…' pages also open under /admin/userView). */
  href: string;
  /** The link's words. */
  linkText: string;
  /** A file to download (a CSV template) rather than a page. */
  isDownload?: boolean;
}

export interface ToolGroup {
  /** Stable key (the farmer's groups' key in the catalogue: `tools.group.<id>`). */
  id: string;
  title: string;
  tools: readonly Tool[];
}

/** The farmer's tools (spec §2 '/profile' child 'tools'). */
export const PROFILE_TOOL_GROUPS: readonly ToolGroup[] = [
  {
    id: "credits",
    title: "Estimate and track your carbon credits",
    tools: [
      {
        id: "checker",
        title: "Earnings potential checker",
        text: "Answer a few questions about your farm to see roughly what carbon credits could earn you each season.",
        href: "/profile/checker",
        linkText: "Check your earnings potential",
      },
      {
        id: "calculator",
        title: "Carbon calculator",
        text: "Estimate your organisation's soil carbon change, emissions and credits by season from the data you have recorded.",
        href: "/profile/calc",
        linkText: "Open the carbon calculator",
      },
      {
        id: "samples",
        title: "Soil samples",
        text: "Record your soil sample results from the lab, field by field, by hand or from a CSV file.",
        href: "/profile/calc/samples",
        linkText: "Record soil samples",
      },
      {
        id: "samples-template",
        title: "Soil samples CSV template",
        text: "The CSV template for soil sample results: fill it in from your lab report and import it on the soil samples page.",
        href: SAMPLES_TEMPLATE_PATH,
        linkText: "Download the soil samples CSV template",
        isDownload: true,
      },
      {
        id: "dashboard",
        title: "Carbon credit dashboard",
        text: "Your hectares, the practices you have adopted, and your estimated and issued credits and earnings by season, with charts and tables.",
        href: "/profile/dashboard",
        linkText: "Open your dashboard",
      },
    ],
  },
  {
    id: "data",
    title: "Record your farm's data",
    tools: [
      {
        id: "boundaries",
        title: "Field boundary upload",
        text: "Upload your fields' boundaries from a mapping program (KML, KMZ, GeoJSON or a zipped shapefile): Veld reads the file and works out each field's area in hectares.",
        href: "/profile/journey/map_fields",
        linkText: "Map your fields",
      },
      {
        id: "livestock",
        title: "Livestock numbers from a spreadsheet",
        text: "Fill in a season's livestock numbers, herd by herd and month by month, in a spreadsheet and import them in one go.",
        href: "/profile/journey/practice_data/livestock",
        linkText: "Import livestock numbers",
      },
      {
        id: "livestock-template",
        title: "Livestock numbers CSV template",
        text: "The CSV template of this season's livestock numbers, with a row per herd per month and any numbers you have already entered.",
        href: "/profile/journey/practice_data/livestock/template",
        linkText: "Download the livestock CSV template",
        isDownload: true,
      },
    ],
  },
  {
    id: "share",
    title: "Share with others",
    tools: [
      {
        id: "public-earnings",
        title: "Earnings potential for your neighbours",
        text: "A public version of the earnings checker that anyone can use without an account: share it with other farmers.",
        href: "/earnings-potential",
        linkText: "Open the public earnings page",
      },
    ],
  },
];

/** The staff's tools (spec §2 '/admin' child 'tools'). */
export const ADMIN_TOOL_GROUPS: readonly ToolGroup[] = [
  {
    id: "calculations",
    title: "Calculations",
    tools: [
      {
        id: "admin-checker",
        title: "Earnings potential checker",
        text: "Run the earnings potential checker for any farm, for example while on the phone with a farmer.",
        href: "/admin/checker",
        linkText: "Open the checker",
      },
      {
        id: "admin-calculator",
        title: "Carbon calculator",
        text: "Calculate an organisation's soil carbon change, emissions and credits by season, with the constants it is pinned to.",
        href: "/admin/calc",
        linkText: "Open the carbon calculator",
      },
      {
        id: "admin-credits",
        title: "Issued credits",
        text: "Record the credits a registry has issued to each organisation, season by season; farmers see them on their dashboard.",
        href: "/admin/calc/credits",
        linkText: "Record issued credits",
      },
    ],
  },
  {
    id: "setup",
    title: "Constants and setup",
    tools: [
      {
        id: "constants",
        title: "Calculation constants",
        text: "See and change the versioned constants the calculations use, with where each value comes from.",
        href: "/admin/editConsts",
        linkText: "Edit the constants",
      },
      {
        id: "calc-setup",
        title: "Calculation setup",
        text: "See which version of the constants each organisation's calculations use, and move organisations to the latest.",
        href: "/admin/journey/calcSetup",
        linkText: "Open calculation setup",
      },
      {
        id: "analysis",
        title: "Practice data analysis",
        text: "Charts and tables of the practice data farmers have recorded, by organisation and season.",
        href: "/admin/journey/analysis",
        linkText: "Open the analysis",
      },
    ],
  },
];

/** Every tool of both areas, for the test that walks the links. */
export const ALL_TOOLS: readonly Tool[] = [...PROFILE_TOOL_GROUPS, ...ADMIN_TOOL_GROUPS].flatMap(
  (group) => group.tools,
);

/**
 * A tool's link from where the page is shown: the /profile pages are also mounted under
 * /admin/userView (decision 0006), where a link keeps that prefix and its ?userId=….
 */
export function toolHref(tool: Tool, basePath = "/profile", search = ""): string {
  if (!tool.href.startsWith("/profile/")) return tool.href;
  return `${basePath}${tool.href.slice("/profile".length)}${search}`;
}

/**
 * `groups` in the page's language (issue 33): each group's title and each tool's name, sentence
 * and link words from the catalogue's `tools.*` keys (`tools.group.<id>`, `tools.<id>.title`,
 * `.text`, `.link`), whose English is the text above (a test holds them equal).
 */
export function translateToolGroups(
  groups: readonly ToolGroup[],
  t: (id: string) => string,
): ToolGroup[] {
  return groups.map((group) => ({
    ...group,
    title: t(`tools.group.${group.id}`),
    tools: group.tools.map((tool) => ({
      ...tool,
      title: t(`tools.${tool.id}.title`),
      text: t(`tools.${tool.id}.text`),
      linkText: t(`tools.${tool.id}.link`),
    })),
  }));
}
