// Learning resources (issue 18; decision 0098) through the real route modules on PGlite:
// /admin/resources (read:admin reads and changes nothing; write:admin creates, edits, publishes,
// takes back and deletes with a reason, each audited), /profile/learn (published only, what fits
// the farmer's step first under a heading naming it, ?topic=), /profile/learn/:id (an article's
// '<script>' rendered as text; a draft 404, a malformed id 400), a file resource's download, and
// the /api/v2 resources with bearer tokens (https-only addresses, permissions, bad ids).
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { TranslationsProvider } from "~/components/i18n";
import { ResourceView } from "~/components/resources/resource-view";
import { db } from "~/db/client.server";
import { auditLog, resources } from "~/db/schema";
import * as adminPage from "~/routes/admin.resources/route";
import * as adminApi from "~/routes/api.v2.admin.resources";
import * as adminOneApi from "~/routes/api.v2.admin.resources.$resourceId";
import * as learnPage from "~/routes/profile.learn";
import * as resourcePage from "~/routes/profile.learn_.$resourceId";
import * as resourceFile from "~/routes/profile.learn_.$resourceId_.file";
import * as listApi from "~/routes/api.v2.resources";
import * as oneApi from "~/routes/api.v2.resources.$resourceId";
import { NO_PERMISSION_MESSAGE } from "~/services/auth/guards.server";
import { loadJourneyState } from "~/services/journey/progress.server";
import { STEP_LABELS } from "~/services/journey/steps";
import type { ResourceJson } from "~/services/resources/api";
import { apiRequest, mintAccessToken, trustTestTokens } from "../support/api-tokens";
import { fileOf, pdf } from "../support/file-fixtures";
import { insertTestOrganisation } from "../support/model-fixtures";
import { insertSignedInMember } from "../support/practice-fixtures";
import { callRoute } from "../support/route-call";
import { signInCookie } from "../support/sessions";

trustTestTokens();

const BASE = "http://localhost:3000";
const ADMIN = "/admin/resources";
const cookies = {} as Record<"writer" | "reader" | "farmer", string>;
const tokens = {} as Record<"writer" | "reader" | "farmer", string>;
let farmerStep: keyof typeof STEP_LABELS;

type LearnData = Awaited<ReturnType<typeof learnPage.loader>>;
type AdminData = Awaited<ReturnType<typeof adminPage.loader>>;

const get = (path: string, cookie?: string) =>
  new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

function post(path: string, cookie: string, body: Array<[string, string | File]>) {
  const form = new FormData();
  for (const [key, value] of body) form.append(key, value);
  return callRoute(
    adminPage.action,
    new Request(`${BASE}${path}`, { method: "POST", headers: { Cookie: cookie }, body: form }),
  );
}

const article = (title: string, extra: Array<[string, string]> = []): Array<[string, string]> => [
  ["kind", "article"],
  ["title", title],
  ["summary", `About ${title}.`],
  ["topic", "grazing"],
  ["body", "First paragraph.\n\n- one\n- two"],
  ["url", ""],
  ...extra,
];

async function idOf(title: string) {
  const [row] = await db().select().from(resources).where(eq(resources.title, title));
  return row!.id;
}

async function auditOf(action: string, entityId: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
}

async function learn(path = "/profile/learn") {
  return (await callRoute(learnPage.loader, get(path, cookies.farmer))) as unknown as LearnData;
}

beforeAll(async () => {
  cookies.writer = await signInCookie("resources|writer", "writer@resources.example", [
    "read:admin",
    "write:admin",
  ]);
  cookies.reader = await signInCookie("resources|reader", "reader@resources.example", [
    "read:admin",
  ]);
  const org = await insertTestOrganisation("Resources Farm");
  const farmer = await insertSignedInMember(org.id, "OWNER");
  cookies.farmer = farmer.cookie;
  farmerStep = (await loadJourneyState(org.id)).step;
  tokens.writer = await mintAccessToken("resources|api-writer", {
    permissions: ["read:admin", "write:admin"],
    email: "api-writer@resources.example",
  });
  tokens.reader = await mintAccessToken("resources|api-reader", { permissions: ["read:admin"] });
  tokens.farmer = await mintAccessToken(farmer.subject);
});

describe("/admin/resources", () => {
  it("is refused to a farmer, and a visitor is sent to sign in", async () => {
    const refused = await callRoute(adminPage.loader, get(ADMIN, cookies.farmer));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(NO_PERMISSION_MESSAGE);
    expect((await callRoute(adminPage.loader, get(ADMIN))).status).toBe(302);
  });

  it("lets a read:admin viewer read but change nothing", async () => {
    const data = (await callRoute(
      adminPage.loader,
      get(ADMIN, cookies.reader),
    )) as unknown as AdminData;
    expect(data.canWrite).toBe(false);
    const before = (await db().select().from(resources)).length;
    const response = await post(ADMIN, cookies.reader, [
      ["intent", "create"],
      ...article("Reader's try"),
    ]);
    expect(response.status).toBe(403);
    expect((await db().select().from(resources)).length).toBe(before);
  });

  it("creates a draft, edits, publishes, takes back and deletes, each audited", async () => {
    const created = await post(`${ADMIN}?dialog=new-resource`, cookies.writer, [
      ["intent", "create"],
      ...article("Rest and recovery"),
    ]);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(ADMIN);
    const id = await idOf("Rest and recovery");
    const [row] = await db().select().from(resources).where(eq(resources.id, id));
    expect(row).toMatchObject({ status: "draft", kind: "article", topic: "grazing", url: null });
    expect(await auditOf("resource.create", id)).toHaveLength(1);

    const edited = await post(`${ADMIN}?dialog=edit-resource&resource=${id}`, cookies.writer, [
      ["intent", "edit"],
      ["resourceId", id],
      ...article("Rest and recovery", [["journeySteps", farmerStep]]).map(
        ([k, v]): [string, string] => (k === "summary" ? [k, "Changed summary."] : [k, v]),
      ),
    ]);
    expect(edited.status).toBe(302);
    const [update] = await auditOf("resource.update", id);
    expect(update?.actorLabel).toBe("writer@resources.example");
    expect(update?.changes).toMatchObject({ changed: { summary: "Changed summary." } });

    const publish = (intent: string) =>
      post(ADMIN, cookies.writer, [
        ["intent", intent],
        ["resourceId", id],
      ]);
    expect((await publish("publish")).status).toBe(302);
    expect(await auditOf("resource.publish", id)).toHaveLength(1);
    expect((await publish("unpublish")).status).toBe(302);
    expect(await auditOf("resource.unpublish", id)).toHaveLength(1);

    const noReason = await post(`${ADMIN}?dialog=delete-resource&resource=${id}`, cookies.writer, [
      ["intent", "delete"],
      ["resourceId", id],
      ["reason", "x"],
    ]);
    expect(noReason.status).toBe(422);
    const deleted = await post(`${ADMIN}?dialog=delete-resource&resource=${id}`, cookies.writer, [
      ["intent", "delete"],
      ["resourceId", id],
      ["reason", "Replaced by a newer article."],
    ]);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(ADMIN);
    expect(await db().select().from(resources).where(eq(resources.id, id))).toHaveLength(0);
    const [entry] = await auditOf("resource.delete", id);
    expect(entry?.changes).toMatchObject({
      title: "Rest and recovery",
      reason: "Replaced by a newer article.",
    });
  });

  it("refuses an http address and an article without text, keeping what was typed", async () => {
    const link = await post(ADMIN, cookies.writer, [
      ["intent", "create"],
      ["kind", "link"],
      ["title", "Insecure link"],
      ["summary", "Over http."],
      ["topic", "soil_health"],
      ["url", "http://example.org/"],
    ]);
    expect(link.status).toBe(422);
    const body = (await link.json()) as {
      formId: string;
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
    };
    // The refusal goes to the form that posted: the new resource form, by its intent.
    expect(body.formId).toBe("create");
    expect(body.fieldErrors.url).toMatch(/https:\/\//);
    expect(body.repopulateFields.title).toBe("Insecure link");
    const empty = await post(ADMIN, cookies.writer, [
      ["intent", "create"],
      ...article("No text").map(([k, v]): [string, string] => [k, k === "body" ? "" : v]),
    ]);
    expect(empty.status).toBe(422);
  });

  it("answers an unknown form, an unknown resource and a malformed id with a 4xx", async () => {
    expect((await post(ADMIN, cookies.writer, [["intent", "bogus"]])).status).toBe(400);
    expect((await post(ADMIN, cookies.writer, [])).status).toBe(400);
    const malformed = await post(ADMIN, cookies.writer, [
      ["intent", "publish"],
      ["resourceId", "not-a-uuid"],
    ]);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("'resourceId'");
    expect(
      (
        await post(ADMIN, cookies.writer, [
          ["intent", "edit"],
          ["resourceId", "00000000-0000-4000-8000-000000000000"],
          ...article("x"),
        ])
      ).status,
    ).toBe(404);
  });
});

describe("/profile/learn", () => {
  let forStepId: string;
  let otherId: string;
  let draftId: string;
  let fileId: string;

  beforeAll(async () => {
    const publish = async (title: string, values: Array<[string, string]>, file?: File) => {
      await post(ADMIN, cookies.writer, [
        ["intent", "create"],
        ...values,
        ...(file ? ([["file.files", file]] as Array<[string, File]>) : []),
      ]);
      const id = await idOf(title);
      await post(ADMIN, cookies.writer, [
        ["intent", "publish"],
        ["resourceId", id],
      ]);
      return id;
    };
    forStepId = await publish(
      "Zz for your step",
      article("Zz for your step", [["journeySteps", farmerStep]]).map(([k, v]) =>
        k === "body" ? [k, "Watch out: <script>alert('x')</script> stays text."] : [k, v],
      ),
    );
    otherId = await publish("Aa soil basics", [
      ["kind", "link"],
      ["title", "Aa soil basics"],
      ["summary", "A page elsewhere."],
      ["topic", "soil_health"],
      ["url", "https://www.arc.agric.za/"],
    ]);
    fileId = await publish(
      "Grazing chart",
      [
        ["kind", "file"],
        ["title", "Grazing chart"],
        ["summary", "A printable chart."],
        ["topic", "grazing"],
      ],
      fileOf(pdf(), "chart.pdf", "application/pdf"),
    );
    await post(ADMIN, cookies.writer, [["intent", "create"], ...article("Secret draft")]);
    draftId = await idOf("Secret draft");
  });

  it("shows published resources, what fits the farmer's step first under its name", async () => {
    const data = await learn();
    expect(data.stepLabel).toBe(STEP_LABELS[farmerStep]);
    expect(data.forStep.map((r) => r.id)).toEqual([forStepId]);
    const rest = data.byTopic.flatMap((g) => g.resources.map((r) => r.id));
    expect(rest).toContain(otherId);
    expect(rest).toContain(fileId);
    expect(rest).not.toContain(forStepId);
    expect([...rest, ...data.forStep.map((r) => r.id)]).not.toContain(draftId);
  });

  it("filters by ?topic=", async () => {
    const data = await learn("/profile/learn?topic=soil_health");
    expect(data.forStep).toEqual([]);
    expect(data.byTopic.map((g) => g.topic)).toEqual(["soil_health"]);
    // An unknown topic shows everything.
    expect((await learn("/profile/learn?topic=%3Cb%3E")).topic).toBeNull();
  });

  it("renders an article's '<script>' as text and a link with noopener", async () => {
    const resource = (await callRoute(
      resourcePage.loader,
      get(`/profile/learn/${forStepId}`, cookies.farmer),
      {
        resourceId: forStepId,
      },
    )) as unknown as ResourceJson;
    const html = renderToString(createElement(ResourceView, { resource }));
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).not.toContain("<script>");
    const link = (await callRoute(
      resourcePage.loader,
      get(`/profile/learn/${otherId}`, cookies.farmer),
      {
        resourceId: otherId,
      },
    )) as unknown as ResourceJson;
    const linkHtml = renderToString(createElement(ResourceView, { resource: link }));
    expect(linkHtml).toContain('href="https://www.arc.agric.za/"');
    expect(linkHtml).toContain('rel="noopener noreferrer"');
  });

  it("speaks the reader's language around what the author wrote (?lang=zu)", async () => {
    const data = await learn("/profile/learn?lang=zu");
    expect(data.translations.language).toBe("zu");
    expect(data.byTopic.map((g) => g.label)).toContain("Impilo yomhlabathi");
    expect(data.topicOptions.map((o) => o.label)).toContain("Amakhredithi ekhabhoni");
    const grazing = data.byTopic.flatMap((g) => g.resources).find((r) => r.id === fileId);
    expect(grazing).toMatchObject({ title: "Grazing chart", kindLabel: "Ifayela" });
    const page = (await callRoute(
      resourcePage.loader,
      get(`/profile/learn/${otherId}?lang=zu`, cookies.farmer),
      { resourceId: otherId },
    )) as unknown as ResourceJson & {
      translations: Parameters<typeof TranslationsProvider>[0]["translations"];
    };
    const html = renderToString(
      createElement(TranslationsProvider, {
        translations: page.translations,
        children: createElement(ResourceView, { resource: page }),
      }),
    );
    expect(html).toContain("Vula ikhasi ku-arc.agric.za");
    expect(html).toContain("Zonke izinyathelo");
    expect(html).toContain("Aa soil basics");
    expect(html).not.toMatch(/\blearn\.\w/);
  });

  it("answers a draft and an unknown id 404, a malformed id 400", async () => {
    const draft = await callRoute(
      resourcePage.loader,
      get(`/profile/learn/${draftId}`, cookies.farmer),
      {
        resourceId: draftId,
      },
    );
    expect(draft.status).toBe(404);
    const bad = await callRoute(resourcePage.loader, get("/profile/learn/abc", cookies.farmer), {
      resourceId: "abc",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/not the address of a resource/);
  });

  it("lets a farmer download a published file resource, not a draft's", async () => {
    const ok = await callRoute(
      resourceFile.loader,
      get(`/profile/learn/${fileId}/file`, cookies.farmer),
      {
        resourceId: fileId,
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("application/pdf");
    const draft = await callRoute(
      resourceFile.loader,
      get(`/profile/learn/${draftId}/file`, cookies.farmer),
      {
        resourceId: draftId,
      },
    );
    expect(draft.status).toBe(404);
  });
});

describe("/api/v2 resources", () => {
  const api = (
    mod: { loader: (args: never) => unknown; action: (args: never) => unknown },
    path: string,
    token: string,
    init: { method?: string; body?: unknown } = {},
    params: Record<string, string> = {},
  ) =>
    callRoute(
      (init.method ?? "GET") === "GET" ? mod.loader : mod.action,
      apiRequest(`/api/v2${path}`, token, init),
      params,
    );

  it("creates with write:admin, refuses read:admin and an http address", async () => {
    const body = {
      kind: "video",
      title: "API video",
      summary: "A video.",
      topic: "cover_crops",
      url: "https://www.youtube.com/watch?v=abc123",
    };
    expect(
      (await api(adminApi, "/admin/resources", tokens.reader, { method: "POST", body })).status,
    ).toBe(403);
    const refused = await api(adminApi, "/admin/resources", tokens.writer, {
      method: "POST",
      body: { ...body, url: "javascript:alert(1)" },
    });
    expect(refused.status).toBe(422);
    const created = await api(adminApi, "/admin/resources", tokens.writer, {
      method: "POST",
      body,
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; status: string } };
    expect(data.status).toBe("draft");
    expect(await auditOf("resource.create", data.id)).toHaveLength(1);

    // A farmer does not see the draft, by list or by id.
    const hidden = await api(
      oneApi,
      `/resources/${data.id}`,
      tokens.farmer,
      {},
      { resourceId: data.id },
    );
    expect(hidden.status).toBe(404);
    const put = await api(
      adminOneApi,
      `/admin/resources/${data.id}`,
      tokens.writer,
      { method: "PUT", body: { status: "published" } },
      { resourceId: data.id },
    );
    expect(put.status).toBe(200);
    const list = await api(
      listApi,
      `/resources?topic=cover_crops&step=${farmerStep}`,
      tokens.farmer,
    );
    const listed = (await list.json()) as {
      data: { byTopic: Array<{ resources: Array<{ id: string }> }> };
    };
    expect(listed.data.byTopic.flatMap((g) => g.resources.map((r) => r.id))).toContain(data.id);

    const del = await api(
      adminOneApi,
      `/admin/resources/${data.id}`,
      tokens.writer,
      { method: "DELETE", body: { reason: "Only a test." } },
      { resourceId: data.id },
    );
    expect(del.status).toBe(200);
    expect(await auditOf("resource.delete", data.id)).toHaveLength(1);
  });

  it("answers bad queries and ids with a 4xx", async () => {
    expect((await api(listApi, "/resources?step=NOPE", tokens.farmer)).status).toBe(400);
    expect((await api(listApi, "/resources?topic=weather", tokens.farmer)).status).toBe(400);
    expect(
      (await api(oneApi, "/resources/abc", tokens.farmer, {}, { resourceId: "abc" })).status,
    ).toBe(404);
    expect(
      (
        await api(
          adminOneApi,
          "/admin/resources/abc",
          tokens.writer,
          { method: "PUT", body: { title: "x" } },
          { resourceId: "abc" },
        )
      ).status,
    ).toBe(404);
    expect((await api(adminApi, "/admin/resources", tokens.farmer)).status).toBe(403);
  });
});
