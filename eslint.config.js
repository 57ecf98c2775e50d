import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { NAMES, TRANSLATED_FILES } from "./eslint/translated-files.js";

// Services reach the database only through app/models (docs/decisions/0058-models-per-aggregate.md):
// a model function per query, scoped by organisation, opened in a transaction with
// app/models/transaction.server.ts. app/server (Express infrastructure: seeds, rate limits,
// secrets) and app/idp (the embedded identity provider and its own tables) are not services:
// they keep their direct database access.
// The one action contract (decision 0128): a post names its form in the `intent` field of its
// body, never in the address, and nothing names the forms library's internal form id.
const CONTRACT_SELECTORS = [
  {
    selector: "Literal[value=/[?&]do=/], TemplateElement[value.raw=/[?&]do=/]",
    message:
      "A post names its form in an `intent` field of its body (decision 0128), not ?do= in the address.",
  },
  {
    selector:
      "CallExpression > Literal.arguments[value='do'], CallExpression[callee.name=/^(querySchema|postSchema)$/] Property[key.name='do']",
    message:
      "A post names its form in an `intent` field of its body (decision 0128), not ?do= in the address.",
  },
  {
    selector: "Literal[value=/__rvf/], TemplateElement[value.raw=/__rvf/]",
    message:
      "The forms library's internal fields are its own: name a form by its intent (decision 0128).",
  },
];

const QUERY_MESSAGE =
  "Read a query string through a query schema: readQuery / parseQuery (services/kit/query.ts), or readQuery in services/api/envelope.ts for /api/v2.";

// The server's side (routes and services) of no-restricted-syntax: one actor, one refusal, one
// reader of bodies and queries, and the action contract.
const SERVER_SELECTORS = [
  // One actor type and one refusal type (decision 0124): no domain declares its own.
  {
    selector: ":matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/Actor$/]",
    message:
      "Who acts is the one Actor (services/kit/actor.ts): take what else the operation needs as typed input beside it.",
  },
  {
    selector:
      "ClassDeclaration[superClass.name='Error'] :matches(PropertyDefinition[key.name='status'], TSParameterProperty > Identifier[name='status'], AssignmentExpression > MemberExpression.left[object.type='ThisExpression'][property.name='status'])",
    message:
      "An error with a status is the one Refusal (services/kit/refusal.ts): throw it, or subclass it for typed detail.",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob)$/][callee.object.name='request']",
    message:
      "Read a request body with readForm / readFormOrRefuse (forms) or readJsonObject (JSON).",
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(formData|json|text|arrayBuffer|blob)$/][callee.object.callee.property.name='clone']",
    message:
      "Read a request body with readForm / readFormOrRefuse (forms) or readJsonObject (JSON).",
  },
  // Query strings are read through a query schema (decision 0116): never by hand.
  {
    selector:
      "MemberExpression[object.property.name='searchParams'][property.name=/^(get|getAll|has|entries|keys|values|forEach)$/]",
    message: QUERY_MESSAGE,
  },
  {
    selector: "VariableDeclarator > MemberExpression.init[property.name='searchParams']",
    message: QUERY_MESSAGE,
  },
  {
    selector: "CallExpression > MemberExpression.arguments[property.name='searchParams']",
    message: QUERY_MESSAGE,
  },
  ...CONTRACT_SELECTORS,
];

// Everything else in app/: Leaflet's string tooltips, and the action contract.
const COMPONENT_SELECTORS = [
  {
    selector:
      "CallExpression[callee.property.name=/^(bindTooltip|bindPopup|setTooltipContent|setPopupContent)$/][arguments.0.type!='CallExpression']",
    message:
      "Leaflet renders a string as HTML: pass textContent(text) from components/contracting/map-text.ts.",
  },
  ...CONTRACT_SELECTORS,
];

// Translated files (issue 33; decision 0159, eslint/translated-files.js): no literal text a person
// reads. Text comes from a catalogue, t("ns.key"); a validation or refusal message (English at its
// source) is shown through useShowMessage().
const LETTERS = "/[A-Za-z\\u00C0-\\u024F]/";
const TEXT_ATTRIBUTES =
  "/^(aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|title|placeholder|alt|label|legend|heading|hint|caption|summary|description|emptyText|emptyMessage|buttonLabel|submitLabel|confirmLabel|cancelLabel|navLabel|actionLabel)$/";
const LITERAL_TEXT_MESSAGE =
  'This file is translated (eslint/translated-files.js): take the text from a catalogue with t("ns.key") (docs/i18n/README.md).';
/** A string with letters, as the whole value or in a branch of ?: or ||. */
const TEXT_VALUES = [
  `Literal[value=${LETTERS}]`,
  `TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
  `ConditionalExpression > Literal[value=${LETTERS}]`,
  `LogicalExpression > Literal[value=${LETTERS}]`,
];
const LITERAL_TEXT_SELECTORS = [
  {
    selector: `JSXText[value=${LETTERS}]:not([value=/^\\s*(${NAMES.join("|")})\\s*$/])`,
    message: LITERAL_TEXT_MESSAGE,
  },
  ...TEXT_VALUES.map((value) => ({
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ${value}`,
    message: LITERAL_TEXT_MESSAGE,
  })),
  {
    selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > Literal[value=${LETTERS}]`,
    message: LITERAL_TEXT_MESSAGE,
  },
  ...TEXT_VALUES.map((value) => ({
    selector: `JSXAttribute[name.name=${TEXT_ATTRIBUTES}] > JSXExpressionContainer > ${value}`,
    message: LITERAL_TEXT_MESSAGE,
  })),
];

/** Routes and services: the server's side of no-restricted-syntax. */
function isServerPath(path) {
  return path.startsWith("app/routes/") || path.startsWith("app/services/");
}

const SERVICES_USE_MODELS = {
  target: "./app/services",
  from: "./app/db",
  message:
    "Services reach the database through app/models (a model function, transaction() for a transaction).",
};

// The layers of docs/architecture.md: each folder of app/ may import only from the folders below
// it. Checked on resolved paths, so '~/…', relative and dynamic imports all count.
const LAYER_ZONES = [
  {
    target: "./app/shared",
    from: "./app",
    except: ["./shared"],
    message: "app/shared is the bottom layer: it imports nothing from the app.",
  },
  {
    target: "./app/db",
    from: "./app",
    except: ["./db", "./shared"],
    message: "The schema and the db client use only app/shared.",
  },
  {
    target: "./app/models",
    from: [
      "./app/services",
      "./app/routes",
      "./app/components",
      "./app/server",
      "./app/idp",
      "./app/content",
    ],
    message: "Models use only the schema, the db client and app/shared.",
  },
  {
    target: "./app/services",
    from: ["./app/routes", "./app/components", "./app/server", "./app/content"],
    message:
      "Services never import routes, components, app/server (it calls them) or page texts (app/content).",
  },
  {
    // The embedded identity provider stands apart: its own tables, the models it shares, the
    // logger and the configuration; app/server mounts it and hands it what it needs.
    target: "./app/idp",
    from: ["./app/services", "./app/routes", "./app/components", "./app/server", "./app/content"],
    message: "app/idp uses the db, models, app/shared, the logger and the configuration only.",
  },
  {
    target: "./app/server",
    from: ["./app/routes", "./app/components"],
    message:
      "app/server starts the app and runs background work: it never imports a route or a component.",
  },
  {
    // Configuration and the logger are read first, by every layer: they import only app/shared.
    target: ["./app/env.server.ts", "./app/logger.server.ts", "./app/request-scope.server.ts"],
    from: "./app",
    except: ["./shared", "./env.server.ts"],
    message:
      "The configuration, the logger and the request scope import only app/shared (and the logger, the env).",
  },
  SERVICES_USE_MODELS,
  {
    target: "./app/components",
    from: [
      "./app/routes",
      "./app/models",
      "./app/db",
      "./app/server",
      "./app/idp",
      "./app/env.server.ts",
      "./app/logger.server.ts",
    ],
    message: "Components import other components, pure services and app/shared.",
  },
  {
    target: "./app/components",
    from: ["./app/services/**/*.server.ts", "./app/services/**/*.server.tsx"],
    message: "Components may not import server code (*.server.ts).",
  },
  {
    // Issue 11: an action validates with the schema in app/services/<domain>, never by loading a
    // React module.
    target: "./app/**/*.server.ts",
    from: "./app/components/**/*.tsx",
    message: "Server code never imports a React module: form schemas live in services.",
  },
  {
    // A pure module (components import them) never reaches server code: what it imports would be
    // shipped to the browser.
    // (api.ts, the JSON shapes of /api/v2, may name a server module's types: they are erased.)
    target: "./app/services/**/!(*.server|*.test|api).{ts,tsx}",
    from: ["./app/services/**/*.server.ts", "./app/services/**/*.server.tsx"],
    message: "A pure service module never imports server code (*.server.ts): components import it.",
  },
  {
    target: "./app/routes",
    from: ["./app/db", "./app/server", "./app/idp"],
    message:
      "Routes read and write through services (or models), never with the db client, app/server or app/idp.",
  },
  // The demo data (decision 0122): it writes through models and services, never the db client.
  {
    target: "./app/demo",
    from: ["./app/db", "./app/routes", "./app/components", "./app/server", "./app/content"],
    message: "The demo writes through app/models and services (and app/idp's accounts).",
  },
  // Nothing loads it but start.server.ts's import() when demo data is on (and tests).
  {
    target: ["./app/!(demo|server)/**", "./app/*.{ts,tsx}", "./app/server/!(start.server.ts)"],
    from: "./app/demo",
    message: "Only start.server.ts loads app/demo, with import() when demo data is on.",
  },
];

const TEST_SUPPORT_STAYS_IN_TESTS = {
  group: ["**/tests/**"],
  message: "Test support stays in tests/.",
};

// One CSV writer defuses every cell against spreadsheet formulas (decision 0115): only it may
// use csv-stringify (its own block below lifts this).
const CSV_THROUGH_THE_WRITER = {
  group: ["csv-stringify", "csv-stringify/*"],
  message: "Write CSV with the kit's writer (services/kit/csv.server.ts): it defuses every cell.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "scripts/bench-bare/build/**",
      "data/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      "tests/.tmp/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      // Text is text everywhere (issue 12): no raw HTML from React either.
      "react/no-danger": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Tests may import whatever they need to set up what they test.
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
    },
  },
  {
    // Production code never reaches into the test support folder.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [TEST_SUPPORT_STAYS_IN_TESTS, CSV_THROUGH_THE_WRITER] },
      ],
    },
  },
  {
    // A route never imports another route (flat config: this block comes after the one above,
    // whose no-restricted-imports it would otherwise replace, so it repeats that pattern).
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            TEST_SUPPORT_STAYS_IN_TESTS,
            CSV_THROUGH_THE_WRITER,
            {
              group: ["~/routes/*", "./*.tsx", "../*"],
              message: "A route never imports another route.",
            },
          ],
        },
      ],
    },
  },
  {
    // Nor do services write queries: drizzle-orm is the models' tool (decision 0058).
    files: ["app/services/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            TEST_SUPPORT_STAYS_IN_TESTS,
            CSV_THROUGH_THE_WRITER,
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Services reach the database through app/models, never with drizzle-orm.",
            },
          ],
        },
      ],
    },
  },
  {
    // A domain answers no HTTP (decision 0126): the forms library, its validators, toasts and the
    // page mappers are the routes' and the kit's (a validator lives beside the form's component).
    // Repeats the block above, whose no-restricted-imports this one replaces for these files.
    files: ["app/services/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/services/kit/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            TEST_SUPPORT_STAYS_IN_TESTS,
            CSV_THROUGH_THE_WRITER,
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "Services reach the database through app/models, never with drizzle-orm.",
            },
            {
              group: [
                "remix-validated-form",
                "@remix-validated-form/*",
                "~/services/kit/forms/validator",
                "~/services/kit/forms/lazy-validator",
                "~/services/kit/forms/validate-form.server",
                "~/services/kit/toast.server",
              ],
              message:
                "A domain service answers no HTTP: read the form, build its validator and answer (toast, refusal) in the route; keep the schema here.",
            },
          ],
        },
      ],
    },
  },
  {
    // The demo writes through app/models too (decision 0122).
    files: ["app/demo/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            TEST_SUPPORT_STAYS_IN_TESTS,
            CSV_THROUGH_THE_WRITER,
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              message: "The demo writes through app/models, never with drizzle-orm.",
            },
          ],
        },
      ],
    },
  },
  {
    // start.server.ts loads the demo with import() only when demo data is on (decision 0122): a
    // static import would load it in every server. (This rule sees static imports only.)
    files: ["app/server/start.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            TEST_SUPPORT_STAYS_IN_TESTS,
            CSV_THROUGH_THE_WRITER,
            {
              group: ["~/demo", "~/demo/*", "../demo", "../demo/*"],
              message: "Load app/demo with import() when demo data is on, never statically.",
            },
          ],
        },
      ],
    },
  },
  {
    // The CSV writer itself, the one module that uses csv-stringify (the services' other
    // patterns repeated, as this block replaces them).
    files: ["app/services/kit/csv.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            TEST_SUPPORT_STAYS_IN_TESTS,
            { group: ["drizzle-orm", "drizzle-orm/*"], message: "Services never use drizzle-orm." },
          ],
        },
      ],
    },
  },
  {
    // Every request body is read in one place, which refuses what cannot be stored and answers a
    // body of the wrong type with a 4xx: forms through readForm / readFormOrRefuse
    // (kit/forms/validate-form.server.ts), JSON through readJsonObject (api/envelope.ts).
    files: ["app/routes/**/*.{ts,tsx}", "app/services/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/services/kit/forms/validate-form.server.ts",
      "app/services/api/envelope.ts",
      "app/services/files/upload-form.server.ts",
      "app/services/kit/query.ts",
      "app/services/kit/actor.ts",
      "app/services/kit/refusal.ts",
    ],
    rules: {
      "no-restricted-syntax": ["error", ...SERVER_SELECTORS],
    },
  },
  {
    // Text is text everywhere (issue 12): Leaflet sets a string tooltip or popup as innerHTML, so
    // it takes an element made by textContent() (components/contracting/map-text.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/routes/**", "app/services/**"],
    rules: {
      "no-restricted-syntax": ["error", ...COMPONENT_SELECTORS],
    },
  },
  // ESLint keeps only the last no-restricted-syntax a file matches: a translated file gets its
  // own selectors and the literal-text ones.
  {
    files: TRANSLATED_FILES.filter(isServerPath),
    rules: {
      "no-restricted-syntax": ["error", ...SERVER_SELECTORS, ...LITERAL_TEXT_SELECTORS],
    },
  },
  {
    files: TRANSLATED_FILES.filter((path) => !isServerPath(path)),
    rules: {
      "no-restricted-syntax": ["error", ...COMPONENT_SELECTORS, ...LITERAL_TEXT_SELECTORS],
    },
  },
);
