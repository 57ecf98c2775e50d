// A translated file refuses new literal text a person reads (issue 33; decision 0159): ESLint's
// no-restricted-syntax with the list in eslint/translated-files.js, run here through its Node API
// on snippets placed at a listed path.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { TRANSLATED_FILES } from "../../eslint/translated-files.js";

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const COMPONENT = "app/components/site-footer.tsx";
const ROUTE = "app/routes/_public._index.tsx";
const wrap = (jsx: string) =>
  `import { useT } from "~/components/i18n";\nexport function X({ name }: { name: string }) {\n  const t = useT();\n  return ${jsx};\n}\n`;

describe("the list of translated files", () => {
  it("names the translated landing page, the frame and the forms kit's messages", () => {
    expect(TRANSLATED_FILES).toEqual(expect.arrayContaining([COMPONENT, ROUTE, "app/root.tsx"]));
  });
});

describe("a translated file refuses literal user-facing text", () => {
  it.each([
    ["JSX text", `<p>Hello farmer</p>`],
    ["a string in braces", `<p>{"Hello farmer"}</p>`],
    ["a string in a branch", `<p>{name ? t("landing.heroTitle") : "Hello"}</p>`],
    ["aria-label", `<nav aria-label="Main menu" />`],
    [
      "title in braces",
      `<abbr title={"carbon dioxide equivalent"}>{t("landing.heroTitle")}</abbr>`,
    ],
    ["placeholder", `<input placeholder="Your name" />`],
    ["alt", `<img alt="A farm" src="/x.png" />`],
    ["a label prop", `<Field label={\`Name of \${name}\`} />`],
  ])("%s in a component and in a route", async (_, jsx) => {
    expect(await refusals(wrap(jsx), COMPONENT)).toHaveLength(1);
    expect(await refusals(wrap(jsx), ROUTE)).toHaveLength(1);
  });

  it.each([
    ["t() in JSX", `<p>{t("landing.heroTitle")}</p>`],
    ["t() in aria-label", `<nav aria-label={t("layout.mainNav")} />`],
    ["a name", `<a href="/">Veld</a>`],
    ["punctuation and a value", `<p>{name} · {t("landing.heroTitle")}: 3</p>`],
    ["a class name", `<p className="notice">{name}</p>`],
  ])("accepts %s", async (_, jsx) => {
    expect(await refusals(wrap(jsx), COMPONENT)).toEqual([]);
  });

  it("a file not on the list is not checked", async () => {
    expect(await refusals(wrap(`<p>Hello farmer</p>`), "app/components/dialog.tsx")).toEqual([]);
  });

  it("a translated route keeps the server's own rules (one reader of request bodies)", async () => {
    const code = `export async function action({ request }: { request: Request }) {\n  return request.formData();\n}\n`;
    expect((await refusals(code, ROUTE)).join(" ")).toContain("readForm");
  });
});
