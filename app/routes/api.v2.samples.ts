// GET, POST /api/v2/samples[?companyId=] (spec §7 'User and company calls': samples; issue 17;
// decision 0092): members read their organisation's soil samples with the carbon stock each
// measures; owners, staff and consultants add one (201). ?companyId= names the organisation
// when the caller belongs to several.
import type { z } from "zod";
import { auditActor } from "~/services/api/callers.server";
import { apiCreated, apiOk, readJsonObject, parseBody } from "~/services/api/envelope";
import { requireApiOrganisationMember } from "~/services/api/organisation-member.server";
import { apiRoute } from "~/services/api/route.server";
import {
  sampleBodyDoc,
  sampleJsonSchema,
  samplesJsonSchema,
  memberOrganisationQueryDoc,
} from "~/services/calculations/api";
import { requireSampleEditor, todayInSouthAfrica } from "~/services/calculations/samples";
import { sampleSchema } from "~/services/calculations/samples-schema";
import { addSample, loadSamples, sampleJson } from "~/services/calculations/samples.server";

const api = apiRoute({
  guard: ({ request }) => requireApiOrganisationMember(request),
  GET: async ({ caller }) => {
    const { fields, samples } = await loadSamples(caller.organisationId);
    const json: z.infer<typeof samplesJsonSchema> = {
      companyId: caller.organisationId,
      fields: fields.map((f) => ({ fieldId: f.id, name: f.name, farmName: f.farmName })),
      samples: samples.map(({ fieldLabel: _label, ...sample }) => sample),
    };
    return apiOk(json);
  },

  POST: async ({ caller, request, context }) => {
    requireSampleEditor(caller.role);
    const body = parseBody(sampleSchema(todayInSouthAfrica()), await readJsonObject(request));
    const row = await addSample(auditActor(caller, context.requestId), caller.organisationId, body);
    return apiCreated(sampleJson(row));
  },

  describe: {
    GET: {
      summary: "The organisation's soil samples, with the carbon stock each measures",
      description:
        "Any member; the fields listed are those a sample may be added to." +
        " `?companyId=` names the member's organisation (a 404 unless the caller is its member, " +
        "a 400 when it is not a UUID); without it, the caller's only one (404 for none, 400 for " +
        "several). The carbon stock is SOC % × bulk density (g/cm³) × depth (cm), in t C/ha to 2 " +
        "decimals.",
      query: memberOrganisationQueryDoc,
      response: samplesJsonSchema,
      errors: [400, 404],
    },
    POST: {
      summary: "Add a soil sample to a field",
      description:
        "Owners, staff and consultants." +
        " Depth 1 to 200 whole cm; SOC above 0 and at most 60 %; bulk density 0.1 to 2.5 g/cm³; " +
        "a real date from 1950 and not after today; texts at most 100 characters. A field that " +
        "is not the organisation's is a 404.",
      query: memberOrganisationQueryDoc,
      body: sampleBodyDoc,
      response: sampleJsonSchema,
      status: 201,
      errors: [400, 403, 404, 422],
    },
  },
});

export const loader = api.loader;
export const action = api.action;
